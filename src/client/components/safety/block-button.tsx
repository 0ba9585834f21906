import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { toast } from '#client/components/ui/use-toast';
import { useBlockedMembers, useSetBlocked } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

/**
 * "Block" on a member's profile or in a conversation, after a confirmation; "Unblock" once blocked.
 * The other member is not told.
 */
export function BlockButton({ member }: { member: { id: number; firstName: string } }) {
  const blocked = useBlockedMembers();
  const setBlocked = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  const isBlocked = blocked.data?.some((other) => other.id === member.id) ?? false;

  const change = (block: boolean) =>
    setBlocked.mutate(
      { userId: member.id, blocked: block },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: block ? `${member.firstName} is blocked` : `${member.firstName} is unblocked` });
        },
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Could not save that', description: serverText(err) }),
      },
    );

  if (blocked.isPending) return null;
  if (isBlocked) {
    return (
      <Button variant="outline" size="sm" disabled={setBlocked.isPending} onClick={() => change(false)}>
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Block
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Block ${member.firstName}?`}
        description={`Neither of you will be able to message or enquire to the other, and ${member.firstName} leaves your conversations. Visits and shares between you that are still to come are called off: ${member.firstName} is told they are off, but not that you blocked them. You can unblock them from My Profile.`}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={setBlocked.isPending} onClick={() => change(true)}>
            Block {member.firstName}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
