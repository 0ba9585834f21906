import { composeMail, type MailMessage } from '#server/adapters/mailer/index.js';
import type { CancellationRequest } from '#server/db/schema/index.js';

/** Header values on one line: a line break in an item name must never become a new mail header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The team's copy of a cancellation request; replying to it answers the member. */
export function cancellationMail(options: {
  siteName: string;
  teamEmail: string;
  request: CancellationRequest;
  accountEmail: string;
}): MailMessage {
  const { request } = options;
  return composeMail({
    siteName: options.siteName,
    to: options.teamEmail,
    replyTo: request.userEmail,
    subject: `Cancellation request: ${request.type} ${oneLine(request.item)}`,
    greeting: 'Hello team,',
    paragraphs: [
      `${oneLine(request.username ?? 'A member')} (${request.userEmail}) asks to cancel a ${request.type}: ${oneLine(request.item)}.`,
      `Their account e-mail is ${options.accountEmail} (member id ${request.userId ?? 'unknown'}).`,
      'Please process it within 24 hours: cancel it with the payment provider, then reply to the member.',
    ],
  });
}
