import type { Config } from '#server/config.js';
import type { Mailer } from './mailer.js';

/**
 * What a mail from the site is written with: the mailer, the site's name, and PUBLIC_URL, where every link
 * in a mail starts (never a request's Host header).
 */
export interface SiteMail {
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
}

/** Recurring mail (digests, notices, reminders) also signs its one-click unsubscribe link (decision 0026). */
export interface RecurringMail extends SiteMail {
  /** The app secret that signs the link, and that the unsubscribe feature checks it with. */
  unsubscribeSecret: string;
}

/** Made once from the configuration (app.ts) and handed to every feature that mails. */
export const recurringMailOf = (
  config: Pick<Config, 'SITE_NAME' | 'publicUrl' | 'SESSION_SECRET'>,
  mailer: Mailer,
): RecurringMail => ({
  mailer,
  siteName: config.SITE_NAME,
  publicUrl: config.publicUrl,
  unsubscribeSecret: config.SESSION_SECRET,
});
