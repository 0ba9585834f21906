import type { Message } from '#contract/messages';
import { ReportButton } from '#client/components/safety/report-button';
import { cn } from '#client/lib/cn';
import { EnquiryDetails } from './enquiry-details';
import { formatSentAt } from './message-format';

/** One message of a thread: mine on the right, theirs on the left; enquiries carry their details. */
export function MessageBubble({
  message,
  outgoing,
  senderName,
}: {
  message: Message;
  outgoing: boolean;
  senderName: string;
}) {
  const enquiry = message.messageType === 'availability_enquiry';
  return (
    <li className={cn('flex', outgoing ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%]',
          outgoing ? 'rounded-br-sm bg-primary text-cream' : 'rounded-bl-sm bg-primary-soft text-ink',
        )}
      >
        <span className="sr-only">{outgoing ? 'You' : senderName}: </span>
        {enquiry ? <EnquiryDetails message={message} outgoing={outgoing} /> : null}
        <p className="wrap-anywhere whitespace-pre-wrap">{message.content}</p>
        <div className="mt-1 flex items-center justify-end gap-1">
          {outgoing ? null : (
            <ReportButton
              compact
              target={{ targetType: 'message', targetId: message.id }}
              what={`this message from ${senderName}`}
            />
          )}
          <p className={cn('text-right text-xs', outgoing ? 'text-cream' : 'text-muted')}>
            <time dateTime={message.createdAt}>{formatSentAt(message.createdAt)}</time>
          </p>
        </div>
      </div>
    </li>
  );
}
