import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { RequestView } from '#contract/requests';
import { PageContainer } from '#client/components/layout/page-container';
import { PageSpinner } from '#client/components/layout/page-states';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent } from '#client/components/ui/card';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useMyRequests } from '#client/lib/queries/requests';
import { usePageTitle } from '#client/lib/use-page-title';
import { CalendarFeedCard } from './calendar-feed-card';
import { RequestCard } from './request-card';

/** Waiting for an answer first, then visits agreed, then the settled ones; newest first within each. */
const ORDER: Record<RequestView['status'], number> = { pending: 0, accepted: 1, declined: 2, cancelled: 2 };

/**
 * /requests: one inbox. An owner sees the requests for their horses, an enthusiast the ones they sent;
 * each with who, when in words, what was asked, its state, the conversation and the actions.
 */
export function RequestsInboxPage() {
  const [, navigate] = useLocation();
  const { data: user, isLoading } = useCurrentUser();
  const owner = user?.userType === 'owner';
  const heading = owner ? 'Requests for your horses' : 'Your requests';
  usePageTitle(heading);
  const requests = useMyRequests(user?.id);

  useEffect(() => {
    if (!isLoading && !user) navigate(paths.login(paths.requests()), { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <PageSpinner label="Loading your requests" showLabel />;
  const mine = (requests.data ?? [])
    .filter((request) => (owner ? request.ownerId === user.id : request.requesterId === user.id))
    .sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <PageContainer className="py-8 sm:py-14">
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">{heading}</h1>
          <p className="text-lg text-muted">
            {owner
              ? 'Accept or decline each visit. You can say why, and undo for a minute.'
              : 'Where each visit you asked for stands. You can cancel one, saying why.'}
          </p>
        </div>
        <CalendarFeedCard />
        {requests.isPending ? (
          <PageSpinner label="Loading your requests" />
        ) : requests.isError ? (
          <Alert variant="danger">Failed to fetch requests</Alert>
        ) : mine.length === 0 ? (
          <Card>
            <CardContent className="p-6 text-muted">
              {owner ? 'No requests for your horses yet.' : 'You have not sent any requests yet.'}
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4" aria-label={heading}>
            {mine.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} myId={user.id} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}
