import { AUTH_MESSAGES, type LoginInput } from '#contract/auth.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import { forbidden } from '#server/platform/http/app-error.js';
import type { User } from '#server/db/schema/index.js';
import { findUserByEmail } from '../users/index.js';
import { requireOwnPassword } from './passwords.js';

/**
 * Ties to a member what was paid under their address before they had an account or while signed out (the
 * payments feature; app.ts hands it in). Called when they sign in and when they confirm their address.
 */
export type LinkPayments = (db: Executor, member: User) => Promise<void>;

/** One message for an unknown email and a wrong password: a sign-in form must not reveal accounts. */
export async function checkCredentials({
  db,
  linkPayments,
  input,
}: {
  db: Executor;
  linkPayments: LinkPayments;
  input: LoginInput;
}): Promise<User> {
  const user = await requireOwnPassword(
    await findUserByEmail(db, input.email),
    input.password,
    AUTH_MESSAGES.loginFailed,
  );
  // Told only to someone who knows the password: a suspended member cannot sign in (issue #18).
  if (user.suspendedAt) throw forbidden(SAFETY_MESSAGES.suspended);
  // A payment made before this account existed (same e-mail) is tied to it now.
  await linkPayments(db, user);
  return user;
}
