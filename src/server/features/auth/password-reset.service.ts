import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type ResetTokenStatus } from '#contract/auth.js';
import { mailToMember, type SiteMail } from '#server/adapters/mailer/index.js';
import type { Database } from '#server/db/client.js';
import { badRequest } from '#server/platform/http/app-error.js';
import { hashToken, revokeAllSessions } from '#server/platform/sessions/session.js';
import { revokeCalendarFeed } from '../requests/index.js';
import { findUserByEmail, updatePasswordHash } from '../users/index.js';
import {
  claimResetToken,
  findResetToken,
  insertResetToken,
  useUpAllResetTokens,
} from './password-reset.repository.js';
import { hashPassword, isCommonPassword } from './passwords.js';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Sends a reset link if the account exists. The caller answers the same whatever happens here, and
 * does not wait for the mail, so neither the reply nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  deps: SiteMail & { db: Database; input: { email: string } },
): Promise<void> {
  const user = await findUserByEmail(deps.db, deps.input.email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  // Links are built from PUBLIC_URL, never from the request's Host header (docs/design.md §5).
  const url = `${deps.publicUrl}/reset-password/${token}`;
  await deps.mailer.send(
    mailToMember(deps.siteName, user, {
      subject: `Reset your ${deps.siteName} password`,
      paragraphs: [
        `Someone asked to reset the password of your ${deps.siteName} account.`,
        'The link below works once, for one hour. If you did not ask for this, ignore this message: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
    }),
  );
}

/**
 * The forgot-password form: the same answer at once whatever happens, while the link (if the account
 * exists) is sent without the reply waiting on it; a failed mail lands in `onMailError`.
 */
export function askForPasswordReset(
  deps: Parameters<typeof requestPasswordReset>[0] & { onMailError: (error: unknown) => void },
): { message: string } {
  const { onMailError, ...reset } = deps;
  requestPasswordReset(reset).catch(onMailError);
  return { message: AUTH_MESSAGES.forgotSent };
}

/**
 * Whether a reset link can still be used, without using it: the page says at once that a link is used or
 * expired, instead of after the new password has been typed twice. The token is 256 random bits, so
 * telling "used" from "unknown" helps nobody guess one; the route shares the reset's rate limit.
 */
export async function checkResetToken({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<ResetTokenStatus> {
  const stored = await findResetToken(db, hashToken(token));
  if (!stored) return 'unknown';
  if (stored.used) return 'used';
  return stored.expiresAt.getTime() > Date.now() ? 'valid' : 'expired';
}

/**
 * Sets a new password from a valid token: single use, then every session of the account ends, and so does
 * its calendar feed address (decision 0049).
 */
export async function resetPassword({
  db,
  input,
}: {
  db: Database;
  input: { token: string; password: string };
}): Promise<void> {
  if (isCommonPassword(input.password)) throw badRequest(AUTH_MESSAGES.passwordCommon);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await claimResetToken(tx, hashToken(input.token));
    if (userId === undefined) throw badRequest(AUTH_MESSAGES.resetInvalid);
    await updatePasswordHash(tx, userId, passwordHash);
    // Any other link sent earlier stops working too.
    await useUpAllResetTokens(tx, userId);
    await revokeAllSessions(tx, userId);
    await revokeCalendarFeed(tx, userId);
  });
}
