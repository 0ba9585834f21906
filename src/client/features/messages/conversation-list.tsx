import { Inbox } from 'lucide-react';
import type { Conversation } from '#contract/messages';
import { Alert } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { UnreadBadge } from '#client/components/layout/unread-badge';
import { cn } from '#client/lib/cn';
import { formatListDate, fullName, previewText } from './message-format';
import { MemberAvatar } from '#client/components/member/member-avatar';

export interface ConversationListProps {
  myId: number;
  conversations: Conversation[] | undefined;
  isPending: boolean;
  isError: boolean;
  selectedId: number | null;
  onSelect: (userId: number) => void;
}

function preview(myId: number, conversation: Conversation): string {
  const { lastMessage } = conversation;
  const text =
    lastMessage.content || (lastMessage.messageType === 'availability_enquiry' ? 'Availability enquiry' : '');
  return previewText(lastMessage.senderId === myId ? `You: ${text}` : text);
}

/** The conversations, newest first: a list of buttons, each naming the member and its unread count. */
export function ConversationList(props: ConversationListProps) {
  const { myId, conversations, isPending, isError, selectedId, onSelect } = props;

  if (isPending) return <Spinner label="Loading conversations" className="justify-self-center p-8" />;
  if (isError) {
    return (
      <div className="p-4">
        <Alert variant="danger">Failed to fetch conversations</Alert>
      </div>
    );
  }
  if (!conversations || conversations.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 p-8 text-center text-muted">
        <Inbox aria-hidden="true" className="size-10 text-primary" />
        <p className="font-semibold text-ink">No conversations yet</p>
        <p className="text-sm">Message an owner from a horse&apos;s page, or a member from their profile.</p>
      </div>
    );
  }

  return (
    <ul aria-label="Conversations" className="divide-y divide-line">
      {conversations.map((conversation) => {
        const { user, unreadCount, lastMessage, horse } = conversation;
        const selected = user.id === selectedId;
        return (
          <li key={user.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(user.id)}
              className={cn(
                'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-primary-soft',
                'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent',
                selected && 'bg-primary-soft',
              )}
            >
              <MemberAvatar member={user} />
              {/*
                One column no wider than the row (minmax(0, 1fr)): an auto column would grow to the
                one-line preview's full length and push the time and the badge off the screen.
              */}
              <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
                <span className="flex min-w-0 items-baseline justify-between gap-2">
                  <span
                    className={cn(
                      'min-w-0 truncate text-ink',
                      unreadCount > 0 ? 'font-bold' : 'font-semibold',
                    )}
                  >
                    {fullName(user)}
                  </span>
                  <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-muted">
                    {formatListDate(lastMessage.createdAt)}
                  </time>
                </span>
                {horse ? (
                  <span className="truncate text-xs font-semibold text-primary">About {horse.name}</span>
                ) : null}
                <span className="flex min-w-0 items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-sm text-muted">{preview(myId, conversation)}</span>
                  <UnreadBadge count={unreadCount} className="shrink-0" />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
