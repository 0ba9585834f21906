import { Button } from '#client/components/ui/button';
import { QueryCard } from '#client/components/ui/query-content';
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
    <QueryCard
      title="Blocked members"
      query={blocked}
      loadingLabel="Loading blocked members"
      failed="Failed to fetch blocked members"
      empty="You have not blocked anyone."
    >
      {(members) => (
        <CardRows items={members} keyOf={(member) => member.id}>
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
    </QueryCard>
  );
}
