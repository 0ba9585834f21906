import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { useBlockedMembers, useSetBlocked } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';
import { CardRows, RowText } from './card-rows';

/** "Blocked members" in My Profile (issue #18): whom the member blocked, each with Unblock. */
export function BlockedMembersCard() {
  const blocked = useBlockedMembers();
  const setBlocked = useSetBlocked();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Blocked members</CardTitle>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <Spinner label="Loading blocked members" showLabel />
        ) : blocked.isError ? (
          <Alert variant="danger">Failed to fetch blocked members</Alert>
        ) : blocked.data.length === 0 ? (
          <p className="text-muted">You have not blocked anyone.</p>
        ) : (
          <CardRows items={blocked.data} keyOf={(member) => member.id}>
            {(member) => {
              const name = `${member.firstName} ${member.lastName}`;
              return (
                <>
                  <div className="flex min-w-0 items-center gap-3">
                    <MemberAvatar member={member} />
                    <RowText name={name} detail={member.location ?? ''} />
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={setBlocked.isPending}
                    aria-label={`Unblock ${name}`}
                    onClick={() =>
                      setBlocked.mutate(
                        { userId: member.id, blocked: false },
                        {
                          onSuccess: () => toast({ title: `${member.firstName} is unblocked` }),
                          onError: (err) =>
                            toast({
                              variant: 'destructive',
                              title: 'Could not unblock',
                              description: serverText(err),
                            }),
                        },
                      )
                    }
                  >
                    Unblock
                  </Button>
                </>
              );
            }}
          </CardRows>
        )}
      </CardContent>
    </Card>
  );
}
