import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageContainer } from '#client/components/layout/page-container';
import { PageSpinner } from '#client/components/layout/page-states';
import { Alert } from '#client/components/ui/alert';
import { NextPageButton } from '#client/components/ui/next-page-button';
import { Card, CardContent } from '#client/components/ui/card';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useHereAsReturnTo } from '#client/lib/return-to';
import { useRequest, useRequestsInbox } from '#client/lib/queries/requests';
import { parseRouteId } from '#client/lib/route-id';
import { usePageTitle } from '#client/lib/use-page-title';
import { CalendarFeedCard } from './calendar-feed-card';
import { RequestCard } from './request-card';

/**
 * The inbox's three parts, in the server's order (rules/request-inbox.ts): what waits for an answer, what
 * is coming by its day, then the past. No count beside each: the pages loaded so far may not hold them all.
 */
function inboxSections(owner: boolean) {
  return [
    { group: 0, title: owner ? 'Waiting for your answer' : 'Waiting for an answer' },
    { group: 1, title: 'Coming up' },
    { group: 2, title: 'Past' },
  ];
}

/**
 * /requests: one inbox. An owner sees the requests for their horses, an enthusiast the ones they sent;
 * each with who, when in words, what was asked, its state, the conversation and the actions. The server
 * sends them waiting for an answer first (newest first), then what is coming (soonest first), then the
 * past, a page at a time, so every pending request is on the first pages (decisions 0042 and 0060).
 */
export function RequestsInboxPage() {
  const [, navigate] = useLocation();
  const { data: user, isLoading } = useCurrentUser();
  const owner = user?.userType === 'owner';
  const heading = owner ? 'Requests for your horses' : 'Your requests';
  usePageTitle(heading);
  const requests = useRequestsInbox(user?.id, owner ? 'owner' : 'requester');
  // A notice links to its request (/requests?id=N, decision 0052): shown first, wherever it is in the pages.
  const pickedId = parseRouteId(new URLSearchParams(useSearch()).get('id'));
  const picked = useRequest(user ? pickedId : null).data;

  // Signed out (a notice's link opened from an e-mail): back to this very request once signed in.
  const here = useHereAsReturnTo();
  useEffect(() => {
    if (!isLoading && !user) navigate(paths.login(here), { replace: true });
  }, [isLoading, user, navigate, here]);

  if (isLoading || !user) return <PageSpinner label="Loading your requests" showLabel />;
  // A request answered while the next page loads can move to it: each is shown once.
  const mine = [
    ...new Map((requests.data?.pages ?? []).flatMap((page) => page.requests).map((r) => [r.id, r])).values(),
  ].filter((request) => request.id !== picked?.id);
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
        {picked ? (
          <section aria-labelledby="notice-request" className="grid gap-2">
            <h2 id="notice-request" className="text-xl font-semibold text-primary">
              From your notice
            </h2>
            <RequestCard request={picked} myId={user.id} />
          </section>
        ) : null}
        <CalendarFeedCard />
        {requests.isPending ? (
          <PageSpinner label="Loading your requests" />
        ) : requests.isError && !requests.data ? (
          <Alert variant="danger">Failed to fetch requests</Alert>
        ) : mine.length === 0 && !picked ? (
          <Card>
            <CardContent className="p-6 text-muted">
              {owner ? 'No requests for your horses yet.' : 'You have not sent any requests yet.'}
            </CardContent>
          </Card>
        ) : (
          <>
            {inboxSections(owner).map(({ group, title }) => {
              const inGroup = mine.filter((request) => request.inboxGroup === group);
              if (inGroup.length === 0) return null;
              return (
                <section key={group} aria-labelledby={`inbox-group-${group}`} className="grid gap-3">
                  <h2 id={`inbox-group-${group}`} className="text-xl font-semibold text-primary">
                    {title}
                  </h2>
                  <ul className="grid gap-4" aria-labelledby={`inbox-group-${group}`}>
                    {inGroup.map((request) => (
                      <li key={request.id}>
                        <RequestCard request={request} myId={user.id} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
            <NextPageButton query={requests} label="Show more" failure="Failed to fetch requests" />
          </>
        )}
      </div>
    </PageContainer>
  );
}
