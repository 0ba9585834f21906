import { Link } from 'wouter';
import type { RequestView } from '#contract/requests';
import type { SessionUser } from '#contract/users';
import { RequestStatusBadge, requestVisitWords } from '#client/components/requests/request-status';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/lib/paths';
import { useLatestRequests } from '#client/lib/queries/requests';
import { CardRows, RowText } from './card-rows';

/** The profile shows the latest few; the inbox (/requests) has them all, with their actions. */
const SHOWN = 3;

/** For an owner, who asked and for which horse; for an enthusiast, the horse. */
const whoOf = (request: RequestView, owner: boolean) =>
  owner && request.requester ? `${request.requester.firstName} · ${request.horse.name}` : request.horse.name;

/** Requests: an enthusiast's own, or those for an owner's horses, each with its visit in words and state. */
export function MemberRequestsCard({ user }: { user: SessionUser }) {
  const latest = useLatestRequests(user.id, SHOWN);
  const owner = user.userType === 'owner';
  const title = owner ? 'Requests for your horses' : 'Your requests';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {latest.isPending ? (
          <Spinner label="Loading requests" showLabel />
        ) : latest.isError ? (
          <Alert variant="danger">Failed to fetch requests</Alert>
        ) : latest.data.requests.length === 0 ? (
          <p className="text-muted">
            {owner ? 'No requests for your horses yet.' : 'You have not sent any requests yet.'}
          </p>
        ) : (
          <>
            <CardRows items={latest.data.requests} keyOf={(request) => request.id}>
              {(request) => (
                <>
                  <RowText name={whoOf(request, owner)} detail={requestVisitWords(request)} />
                  <RequestStatusBadge request={request} />
                </>
              )}
            </CardRows>
            <Link href={paths.requests()} className="font-semibold text-primary underline">
              {owner ? 'Open your requests inbox' : 'See all your requests'}
              {/* All of them, as the server counts them: the rows above are only the newest. */}
              {latest.data.total !== null && latest.data.total > SHOWN ? ` (${latest.data.total})` : ''}
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
