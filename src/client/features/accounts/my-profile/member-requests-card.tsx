import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useMemberRequests, type MemberRequest } from '../api';

const STATUS_VARIANTS: Record<string, BadgeVariant> = {
  pending: 'accent',
  accepted: 'success',
  declined: 'danger',
  cancelled: 'muted',
};
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const horseNameOf = (request: MemberRequest) => request.horseName ?? request.horse?.name ?? 'A horse';
const datesOf = (request: MemberRequest) =>
  [request.startDate, request.endDate].filter(Boolean).join(' to ') || 'No dates given';

/** Requests: an enthusiast's own, or those for an owner's horses, each with its state. */
export function MemberRequestsCard({ user }: { user: SessionUser }) {
  const requests = useMemberRequests(user.id);
  const title = user.userType === 'owner' ? 'Requests for your horses' : 'Your requests';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <Spinner label="Loading requests" showLabel />
        ) : requests.isError ? (
          <Alert variant="danger">Failed to fetch requests</Alert>
        ) : requests.data.length === 0 ? (
          <p className="text-muted">
            {user.userType === 'owner'
              ? 'No requests for your horses yet.'
              : 'You have not sent any requests yet.'}
          </p>
        ) : (
          <ul className="grid gap-3">
            {requests.data.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3"
              >
                <div className="grid">
                  <span className="font-medium text-ink">{horseNameOf(request)}</span>
                  <span className="text-sm text-muted">{datesOf(request)}</span>
                </div>
                <Badge variant={STATUS_VARIANTS[request.status] ?? 'outline'}>
                  {STATUS_LABELS[request.status] ?? request.status}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
