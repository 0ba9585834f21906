import { ArrowLeft, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { BlockButton } from '#client/components/safety/block-button';
import { SAFETY_MESSAGES } from '#contract/safety';
import { useBlockedMembers } from '#client/lib/queries/safety';
import { fullName } from './message-format';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import { threadMessages, useThread } from './api';
import { useMarkThreadRead } from './use-mark-thread-read';

export interface ThreadPartner {
  id: number;
  firstName: string;
  lastName: string;
  location: string | null;
  profileImage: string | null;
}

/** The open conversation: who it is with, the messages, and the box to reply. */
export function MessageThread({
  myId,
  partner,
  initialText,
  horse,
  horseId,
  canWrite = true,
  onBack,
}: {
  myId: number;
  partner: ThreadPartner;
  initialText: string;
  /** The horse the conversation is about, when known. */
  horse: { id: number; name: string } | null;
  /** The horse named in the URL by a Direct Message from its page. */
  horseId: number | null;
  /** False once they deleted their account, were suspended or blocked the reader (the server says). */
  canWrite?: boolean;
  onBack: () => void;
}) {
  const thread = useThread(myId, partner.id);
  const messages = threadMessages(thread.data?.pages);
  useMarkThreadRead(myId, messages);
  const name = fullName(partner);
  // A member the viewer blocked cannot be written to: the box would only fail on send, so it is not offered.
  const blocked = useBlockedMembers();
  const isBlocked = blocked.data?.some((other) => other.id === partner.id) ?? false;

  return (
    <section aria-labelledby="thread-heading" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-5">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Back to conversations</span>
        </Button>
        <MemberAvatar member={partner} />
        <div className="grid min-w-0">
          <h2 id="thread-heading" className="truncate text-lg font-semibold text-ink">
            <Link href={paths.user(partner.id)} className="hover:underline">
              {name}
            </Link>
          </h2>
          {horse ? (
            <p className="truncate text-sm text-muted">
              About{' '}
              <Link href={paths.horse(horse.id)} className="font-semibold text-primary hover:underline">
                {horse.name}
              </Link>
            </p>
          ) : partner.location ? (
            <p className="flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{partner.location}</span>
            </p>
          ) : null}
        </div>
        <div className="ml-auto shrink-0">
          <BlockButton member={partner} />
        </div>
      </header>
      <MessageLog
        myId={myId}
        otherName={name}
        otherFirstName={partner.firstName}
        messages={messages}
        isPending={thread.isPending}
        isError={thread.isError}
        hasEarlier={thread.hasNextPage}
        loadingEarlier={thread.isFetchingNextPage}
        onLoadEarlier={() => void thread.fetchNextPage()}
        canWrite={!isBlocked && canWrite}
      />
      {isBlocked ? (
        <p role="status" className="border-t border-line bg-sand px-4 py-4 text-sm text-ink sm:px-5">
          You blocked {partner.firstName}: neither of you can message the other. Unblock {partner.firstName}{' '}
          to write again.
        </p>
      ) : !canWrite ? (
        // The same words whatever the reason, so a blocked member is not told they were blocked.
        <p role="status" className="border-t border-line bg-sand px-4 py-4 text-sm text-ink sm:px-5">
          {SAFETY_MESSAGES.memberUnavailable} Your conversation stays here for you to read.
        </p>
      ) : (
        <MessageComposer
          myId={myId}
          receiverId={partner.id}
          receiverFirstName={partner.firstName}
          initialText={initialText}
          horseId={horseId}
        />
      )}
    </section>
  );
}
