import type { RequestView } from '#contract/requests';
import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useMyRequests } from '#client/lib/queries/requests';

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

const datesOf = (request: RequestView) =>
  [request.startDate, request.endDate].filter(Boolean).join(' to ') || 'No dates given';

/** Requests: an enthusiast's own, or those for an owner's horses, each with its state. */
export function MemberRequestsCard({ user }: { user: SessionUser }) {
  const requests = useMyRequests(user.id);
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
                  <span className="font-medium text-ink">{request.horse.name}</span>
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
