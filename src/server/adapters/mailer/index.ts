import path from 'node:path';
import type { Config } from '#server/config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage } from './mailer.js';
export {
  composeMail,
  mailToMember,
  mailToTeam,
  oneLine,
  recurringMailToMember,
  takesRecurringMail,
  type MailContent,
  type TeamAddress,
} from './templates.js';
export { recurringMailOf, type RecurringMail, type SiteMail } from './site-mail.js';
export {
  readUnsubscribeToken,
  signUnsubscribeToken,
  UNSUBSCRIBE_KINDS,
  type UnsubscribeKind,
} from './unsubscribe-link.js';

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox plus a log line. */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMailer({ dir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, log });
}
