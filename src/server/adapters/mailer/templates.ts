import type { MailMessage } from './mailer.js';
import type { RecurringMail } from './site-mail.js';
import {
  listUnsubscribeHeaders,
  signUnsubscribeToken,
  unsubscribeUrl,
  type UnsubscribeKind,
} from './unsubscribe-link.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Wraps a message in the site's plain-text and HTML layout. Paragraphs are plain strings (escaped in
 * HTML); an optional call to action becomes a button in HTML and a bare link in text.
 */
export function composeMail(options: {
  siteName: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  replyTo?: string;
  /** A recurring mail's signed one-click link; transactional mail has none (decision 0026). */
  unsubscribeUrl?: string;
}): MailMessage {
  const { siteName, action } = options;
  const text = [
    options.greeting,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— The ${siteName} team`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f7f1e6;font-family:system-ui,sans-serif;color:#1c211e">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#1f5130;margin:0 0 16px">${escapeHtml(siteName)}</p>
<div style="background:#fffdf8;border-radius:12px;padding:24px;border:1px solid #e1d8c6">
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#8f4419;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#4f5b55">Or copy this address into your browser: ${escapeHtml(action.url)}</p>` : ''}
<p>— The ${escapeHtml(siteName)} team</p>
</div></div></body></html>`;
  return {
    to: options.to,
    subject: options.subject,
    text,
    html,
    replyTo: options.replyTo,
    ...(options.unsubscribeUrl ? { headers: listUnsubscribeHeaders(options.unsubscribeUrl) } : {}),
  };
}

/** What a mail says, without its envelope: composeMail's own fields but for the addressing and greeting. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * A mail to one member about their own account (confirmation, reset, moderation, deletion), greeted by
 * their first name. Recurring mail has its own builder, below: this one takes no unsubscribe link.
 */
export function mailToMember(
  siteName: string,
  member: { email: string; firstName: string },
  content: MailContent,
): MailMessage {
  return composeMail({ siteName, to: member.email, greeting: `Hello ${member.firstName},`, ...content });
}

/**
 * Whether a member may get recurring mail: saved-search digests, message and request notices, visit
 * reminders, each with its one-click unsubscribe link (decision 0026). Only at an address they confirmed:
 * these name or quote other members and come again and again, and anyone can register a stranger's
 * address (decision 0049). Mail about the account itself goes to the address on record all the same.
 */
export const takesRecurringMail = (member: { emailVerifiedAt: Date | null }): boolean =>
  member.emailVerifiedAt !== null;

/**
 * A recurring mail to one member, or nothing at all when they have not confirmed their address. Its
 * one-click link, which switches off `unsubscribe` (a kind, and whose: decision 0026), is signed here and
 * set as the List-Unsubscribe headers; `content` is handed the link, to say it in the mail's words too.
 */
export function recurringMailToMember(
  mail: Pick<RecurringMail, 'siteName' | 'publicUrl' | 'unsubscribeSecret'>,
  member: { email: string; firstName: string; emailVerifiedAt: Date | null },
  unsubscribe: { kind: UnsubscribeKind; id: number },
  content: (unsubscribeLink: string) => MailContent,
  now = new Date(),
): MailMessage | undefined {
  if (!takesRecurringMail(member)) return undefined;
  const link = unsubscribeUrl(mail.publicUrl, signUnsubscribeToken(mail.unsubscribeSecret, unsubscribe, now));
  return composeMail({
    siteName: mail.siteName,
    to: member.email,
    greeting: `Hello ${member.firstName},`,
    ...content(link),
    unsubscribeUrl: link,
  });
}

/** Where the team's copies go. */
export interface TeamAddress {
  siteName: string;
  teamEmail: string;
}

/** The team's copy of what a member sent: replying to it answers `replyTo`. */
export function mailToTeam(
  { siteName, teamEmail }: TeamAddress,
  replyTo: string,
  content: MailContent,
): MailMessage {
  return composeMail({ siteName, to: teamEmail, replyTo, greeting: 'Hello team,', ...content });
}

/** Header values on one line: a line break in a member's words must never become a new mail header. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
