import { CONTACT_REPLY_MESSAGES, type ContactReply, type ContactRequest } from '#contract/contact.js';
import {
  mailToTeam,
  oneLine,
  type Mailer,
  type MailMessage,
  type TeamAddress,
} from '#server/adapters/mailer/index.js';
import type { Database } from '#server/db/client.js';
import { insertContactMessage, setContactMailStatus } from './contact.repository.js';

/** The team's copy of a contact message; replying to it answers the sender. */
export function contactMail({ input, ...team }: TeamAddress & { input: ContactRequest }): MailMessage {
  return mailToTeam(team, input.email, {
    subject: `Contact form: ${oneLine(input.subject)}`,
    paragraphs: [
      `${oneLine(input.name)} (${input.email}) sent a message through the Contact Us form.`,
      `Subject: ${oneLine(input.subject)}`,
      ...input.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      'Reply to this e-mail to answer them directly.',
    ],
  });
}

/**
 * Stores a contact message, then e-mails it to the team. The row is written first, so a mail outage
 * loses nothing: the message is kept with mail_status 'failed' and the reply says so honestly.
 */
export async function submitContactMessage(options: {
  db: Database;
  mailer: Mailer;
  siteName: string;
  teamEmail: string;
  input: ContactRequest;
  onMailError?: (error: unknown) => void;
}): Promise<ContactReply> {
  const { db, input } = options;
  const row = await insertContactMessage(db, input);
  try {
    await options.mailer.send(contactMail(options));
  } catch (error) {
    options.onMailError?.(error);
    await setContactMailStatus(db, row.id, 'failed');
    return { message: CONTACT_REPLY_MESSAGES.storedOnly, emailed: false };
  }
  await setContactMailStatus(db, row.id, 'sent');
  return { message: CONTACT_REPLY_MESSAGES.sent, emailed: true };
}
