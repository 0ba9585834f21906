import { randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_MESSAGES,
  type EmailVerificationResult,
  type ResendVerificationBody,
} from '#contract/email-verification.js';
import { safeReturnTo } from '#contract/rules/return-to.js';
import { mailToMember, type SiteMail } from '#server/adapters/mailer/index.js';
import type { Database } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';
import { findUserById, markEmailVerified } from '../users/index.js';
import type { LinkPayments } from './login.service.js';
import {
  findVerificationToken,
  insertVerificationToken,
  useVerificationToken,
} from './email-verification.repository.js';

const LINK_LIFETIME_MS = EMAIL_VERIFICATION.linkLifetimeHours * 60 * 60 * 1000;

export interface VerificationMailDeps extends SiteMail {
  db: Database;
}

/**
 * Mails the member a link that confirms their current address; only its hash is stored. `returnTo` (a
 * path of this site, checked again here) rides on the link, so the page it lands on can offer the way back
 * to what the member was doing (issue 46): it is not secret, and it only ever names a page of the site.
 */
export async function sendVerificationMail(
  deps: VerificationMailDeps,
  member: User,
  returnTo?: string | null,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertVerificationToken(deps.db, {
    userId: member.id,
    email: member.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  // Links are built from PUBLIC_URL, never from the request's Host header. A plain GET: it works from any
  // mail client, with no script on the page.
  const back = safeReturnTo(returnTo);
  const url = `${deps.publicUrl}${EMAIL_VERIFICATION.verifyPath}?token=${token}${back ? `&returnTo=${encodeURIComponent(back)}` : ''}`;
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: `Confirm your e-mail for ${deps.siteName}`,
      paragraphs: [
        `Welcome to ${deps.siteName}. Please confirm that this is your address, so that owners and enthusiasts know they are writing to a real person.`,
        `The link works once, for ${EMAIL_VERIFICATION.linkLifetimeHours} hours. Until then you can look around, fill in your profile and list horses, but not send enquiries, messages or reviews.`,
        'If you did not sign up, ignore this message.',
      ],
      action: { label: 'Confirm my e-mail', url },
    }),
  );
}

/** The member asks for a new link: none once the address is confirmed. */
export async function resendVerificationMail(
  deps: VerificationMailDeps,
  member: User,
  input?: ResendVerificationBody,
): Promise<{ message: string }> {
  if (member.emailVerifiedAt) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyConfirmed };
  await sendVerificationMail(deps, member, input?.returnTo);
  return { message: EMAIL_VERIFICATION_MESSAGES.resent(member.email) };
}

/**
 * Opens a link: single use, 48 hours, and only for the address it was sent to while that is still the
 * member's. Confirming links what was paid under the address to the member (docs/decisions/0021).
 */
export async function confirmEmail(
  { db, linkPayments }: { db: Database; linkPayments: LinkPayments },
  token: string | undefined,
): Promise<EmailVerificationResult> {
  if (!token) return 'invalid';
  const found = await findVerificationToken(db, hashToken(token));
  if (!found) return 'invalid';
  const member = await findUserById(db, found.userId);
  if (!member || member.email.toLowerCase() !== found.email.toLowerCase()) return 'invalid';
  if (found.usedAt) return member.emailVerifiedAt ? 'already' : 'invalid';
  if (found.expiresAt.getTime() <= Date.now()) return 'expired';
  return db.transaction(async (tx) => {
    const at = new Date();
    if (!(await useVerificationToken(tx, found.id, at))) return 'already';
    const confirmed = await markEmailVerified(tx, member.id, found.email, at);
    if (!confirmed) return 'invalid';
    await linkPayments(tx, confirmed);
    return 'confirmed';
  });
}
