import { Link } from 'wouter';
import type { SessionUser } from '#contract/users';
import { SHARE_MESSAGES } from '#contract/shares';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useCalendarToday } from '#client/lib/calendar-today';
import { paths } from '#client/lib/paths';
import { ShareItem } from './share-item';
import { useMyShares } from './shares-api';

/**
 * My shares (issue 41), on My Profile for owners and sharers alike: each running share (accepted, its last
 * day not yet over) with what either member can do with it. Requests to share still waiting for an answer
 * are counted, with the way to the inbox where they are answered.
 */
export function MySharesCard({ user }: { user: SessionUser }) {
  const owner = user.userType === 'owner';
  const shares = useMyShares(user.id, owner ? 'owner' : 'requester');
  const today = useCalendarToday();
  const running = (shares.data ?? []).filter((share) => share.status === 'accepted' && !share.isOver);
  const waiting = (shares.data ?? []).filter((share) => share.status === 'pending').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{SHARE_MESSAGES.myShares}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shares.isPending ? (
          <Spinner label="Loading your shares" showLabel />
        ) : shares.isError ? (
          <Alert variant="danger" title="Failed to fetch your shares">
            <Button variant="outline" size="sm" onClick={() => void shares.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            {running.length === 0 ? (
              <p className="text-muted">
                {owner
                  ? 'No running shares yet. When you accept a request to share one of your horses, it shows here.'
                  : 'No running shares yet. On a horse’s page, choose a time in its calendar and ask to share it every week.'}
              </p>
            ) : (
              <ul className="grid gap-3" aria-label={SHARE_MESSAGES.myShares}>
                {running.map((share) => (
                  <li key={share.id}>
                    <ShareItem share={share} myId={user.id} today={today} />
                  </li>
                ))}
              </ul>
            )}
            {waiting > 0 ? (
              <Link href={paths.requests()} className="font-semibold text-primary underline">
                {waiting === 1 ? '1 request to share is' : `${waiting} requests to share are`} waiting for an
                answer
              </Link>
            ) : !owner && running.length === 0 ? (
              <Link href={paths.browse()} className="font-semibold text-primary underline">
                Browse horses
              </Link>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
