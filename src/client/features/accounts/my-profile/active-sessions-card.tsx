import { Monitor } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { MutationButton } from '#client/components/ui/mutation-button';
import { QueryCard } from '#client/components/ui/query-content';
import { CardRows, RowText } from './card-rows';
import { useActiveSessions, useEndSession, useSignOutOthers } from '../api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The browsers signed in to this account: end one, or sign out everywhere else. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useSignOutOthers();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <QueryCard
      title="Where you are signed in"
      aside={
        others > 0 ? (
          <MutationButton mutation={endOthers} variant="outline" size="sm" pendingLabel="Signing out...">
            Sign out everywhere else
          </MutationButton>
        ) : null
      }
      query={sessions}
      loadingLabel="Loading your sessions"
      failed="Failed to fetch your sessions"
    >
      {(list) => (
        <CardRows items={list} keyOf={(session) => session.id}>
          {(session) => (
            <>
              <div className="flex items-center gap-3">
                <Monitor aria-hidden="true" className="size-5 text-muted" />
                <RowText name={session.device} detail={`Last active ${when(session.lastSeenAt)}`} />
              </div>
              {session.current ? (
                <Badge variant="success">This browser</Badge>
              ) : (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                  aria-label={`Sign out ${session.device}`}
                >
                  Sign out
                </Button>
              )}
            </>
          )}
        </CardRows>
      )}
    </QueryCard>
  );
}
