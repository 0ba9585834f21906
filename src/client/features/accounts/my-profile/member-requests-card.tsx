import type { RequestView } from '#contract/requests';
import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useMyRequests } from '#client/lib/queries/requests';
import { CardRows, RowText } from './card-rows';

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
          <CardRows items={requests.data} keyOf={(request) => request.id}>
            {(request) => (
              <>
                <RowText name={request.horse.name} detail={datesOf(request)} />
                <Badge variant={STATUS_VARIANTS[request.status] ?? 'outline'}>
                  {STATUS_LABELS[request.status] ?? request.status}
                </Badge>
              </>
            )}
          </CardRows>
        )}
      </CardContent>
    </Card>
  );
}
