import { AUTH_MESSAGES, type LoginInput } from '#contract/auth.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { unauthorized } from '#server/platform/app-error.js';
import { linkPaymentsToMember } from '../payments/index.js';
import { findUserByEmail } from '../users/index.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';

/** One message for an unknown email and a wrong password: a sign-in form must not reveal accounts. */
export async function checkCredentials({ db, input }: { db: Executor; input: LoginInput }): Promise<User> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(AUTH_MESSAGES.loginFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw unauthorized(AUTH_MESSAGES.loginFailed);
  await linkPaymentsToMember({ db, actor: user });
  return user;
}
