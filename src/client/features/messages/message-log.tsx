import { useEffect, useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import type { Message } from '#contract/messages';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { MessageBubble } from './message-bubble';

export interface MessageLogProps {
  myId: number;
  otherName: string;
  otherFirstName: string;
  messages: Message[];
  isPending: boolean;
  isError: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** false in a thread the viewer cannot write to (they blocked the other member): no invitation to start. */
  canWrite?: boolean;
}

/**
 * The thread's messages, oldest first, in a log region that screen readers announce politely as messages
 * arrive. It keeps the newest message in view whenever a new one arrives (not when older ones are loaded).
 */
export function MessageLog(props: MessageLogProps) {
  const { myId, otherName, otherFirstName, messages, isPending, isError } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    const box = scroller.current;
    if (box && newestId !== undefined) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  return (
    // Focusable so that keyboard users can scroll it.
    <div
      ref={scroller}
      role="region"
      aria-label={`Conversation with ${otherName}`}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-sand/60 px-3 py-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent sm:px-5"
    >
      {props.hasEarlier ? (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" onClick={props.onLoadEarlier} disabled={props.loadingEarlier}>
            {props.loadingEarlier ? 'Loading...' : 'Load earlier messages'}
          </Button>
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-label={`Messages with ${otherName}`} className="grid gap-3">
        {isPending ? (
          <Spinner label="Loading messages" className="justify-self-center py-8" />
        ) : isError ? (
          <Alert variant="danger">Failed to fetch messages</Alert>
        ) : messages.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-12 text-center text-muted">
            <MessageCircle aria-hidden="true" className="size-10 text-primary" />
            <p>
              {props.canWrite === false ? 'No messages yet.' : 'No messages yet. Start the conversation!'}
            </p>
          </div>
        ) : (
          <ol className="grid gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                outgoing={message.senderId === myId}
                senderName={otherFirstName}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
