import { Monitor } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { MutationButton } from '#client/components/ui/mutation-button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
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
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Where you are signed in</CardTitle>
        {others > 0 ? (
          <MutationButton mutation={endOthers} variant="outline" size="sm" pendingLabel="Signing out...">
            Sign out everywhere else
          </MutationButton>
        ) : null}
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="Loading your sessions" showLabel />
        ) : sessions.isError ? (
          <Alert variant="danger">Failed to fetch your sessions</Alert>
        ) : (
          <CardRows items={sessions.data} keyOf={(session) => session.id}>
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
      </CardContent>
    </Card>
  );
}
