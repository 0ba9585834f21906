import { mailToTeam, oneLine, type MailMessage, type TeamAddress } from '#server/adapters/mailer/index.js';
import type { CancellationRequest } from '#server/db/schema/index.js';

/** The team's copy of a cancellation request; replying to it answers the member. */
export function cancellationMail({
  request,
  accountEmail,
  ...team
}: TeamAddress & { request: CancellationRequest; accountEmail: string }): MailMessage {
  return mailToTeam(team, request.userEmail, {
    subject: `Cancellation request: ${request.type} ${oneLine(request.item)}`,
    paragraphs: [
      `${oneLine(request.username ?? 'A member')} (${request.userEmail}) asks to cancel a ${request.type}: ${oneLine(request.item)}.`,
      `Their account e-mail is ${accountEmail} (member id ${request.userId ?? 'unknown'}).`,
      'Please process it within 24 hours: cancel it with the payment provider, then reply to the member.',
    ],
  });
}
