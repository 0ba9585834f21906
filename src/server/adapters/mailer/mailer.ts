/** An e-mail to send: every message has a plain-text body and an HTML one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on recurring mail (decision 0026). */
  headers?: Record<string, string>;
}

/** The outside world's mail service, behind the one call the app needs. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
