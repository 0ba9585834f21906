import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_LIMITS } from '#contract/messages';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useSendMessage } from './api';

/**
 * The message box (docs/product.md §P5: empty or whitespace-only text cannot be sent). Enter sends,
 * Shift+Enter starts a new line. The text is kept when sending fails.
 */
export function MessageComposer({
  myId,
  receiverId,
  receiverFirstName,
  initialText,
  horseId = null,
}: {
  myId: number;
  receiverId: number;
  receiverFirstName: string;
  initialText: string;
  /** The horse a Direct Message from a horse page is about: the messages sent from here name it. */
  horseId?: number | null;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const send = useSendMessage(myId, receiverId);
  const canSend = text.trim().length > 0 && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { content: text.trim(), horseId },
      {
        onSuccess: () => setText(''),
        onError: (err) => {
          toast({ variant: 'destructive', title: 'Failed to send message', description: errorMessage(err) });
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line bg-cream p-3">
      <label htmlFor={id} className="sr-only">
        {`Message ${receiverFirstName}`}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={text}
        maxLength={MESSAGE_LIMITS.maxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        aria-describedby={`${id}-hint`}
        className="max-h-40 min-h-12 flex-1"
      />
      <span id={`${id}-hint`} className="sr-only">
        Press Enter to send, Shift and Enter for a new line.
      </span>
      <Button type="submit" variant="accent" disabled={!canSend} aria-busy={send.isPending || undefined}>
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{send.isPending ? 'Sending...' : 'Send'}</span>
      </Button>
    </form>
  );
}
