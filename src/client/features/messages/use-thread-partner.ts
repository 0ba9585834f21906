import { useEffect } from 'react';
import type { Conversation } from '#contract/messages';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { parseRouteId } from '#client/lib/route-id';
import type { ThreadPartner } from './message-thread';
import { usePublicUser } from '#client/lib/queries/users';

export interface ThreadPartnerState {
  /** Who the open thread is with, once known. */
  partner: ThreadPartner | undefined;
  /** A thread was asked for but cannot be opened (unknown member, yourself, a bad id). */
  failed: boolean;
}

/**
 * Resolves `userId` from the query to the member at the other end: from the conversation list when there
 * is one with them, otherwise GET /api/users/{id} (a conversation with no message yet). When that fails,
 * a destructive toast "Could not start direct message".
 */
export function useThreadPartner(
  myId: number,
  rawUserId: string | null,
  conversations: { data: Conversation[] | undefined; isPending: boolean },
): ThreadPartnerState {
  const parsed = parseRouteId(rawUserId);
  const selectedId = parsed === myId ? null : parsed;
  const listed = conversations.data?.find((item) => item.user.id === selectedId)?.user;
  const needFetch = selectedId !== null && !conversations.isPending && !listed;
  const fetched = usePublicUser(selectedId, needFetch);

  const invalid = rawUserId !== null && rawUserId !== '' && selectedId === null;
  const failed = invalid || (needFetch && fetched.isError);
  const reason = invalid
    ? parsed === myId
      ? 'You cannot send a message to yourself.'
      : 'That member could not be found.'
    : fetched.isError
      ? errorMessage(fetched.error)
      : '';

  useEffect(() => {
    if (failed) {
      toast({ variant: 'destructive', title: 'Could not start direct message', description: reason });
    }
  }, [failed, reason, rawUserId]);

  return { partner: listed ?? (needFetch ? fetched.data : undefined), failed };
}
