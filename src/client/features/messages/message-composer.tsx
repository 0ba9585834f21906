import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_LIMITS, MessageTextSchema } from '#contract/messages';
import { useContractForm } from '#client/components/form';
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
  const form = useContractForm(MessageTextSchema, { defaultValues: { content: initialText } });
  const text = form.watch('content');
  const send = useSendMessage(myId, receiverId);
  const canSend = text.trim().length > 0 && !send.isPending;

  const sendText = form.handleSubmit(({ content }) =>
    send.mutate(
      { content, horseId },
      {
        onSuccess: () => form.reset({ content: '' }),
        onError: (err) => {
          form.showServerErrors(err);
          toast({ variant: 'destructive', title: 'Failed to send message', description: errorMessage(err) });
        },
      },
    ),
  );
  // Blank text, or a message on its way: Enter does nothing, as the disabled button says.
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) void sendText();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line bg-cream p-3">
      <label htmlFor={id} className="sr-only">
        {`Message ${receiverFirstName}`}
      </label>
      <Textarea
        id={id}
        rows={2}
        {...form.register('content')}
        maxLength={MESSAGE_LIMITS.maxLength}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        aria-describedby={`${id}-hint`}
        aria-invalid={form.formState.errors.content ? true : undefined}
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
