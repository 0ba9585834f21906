import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminLoginInput } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import type { AdminAccount } from '#server/db/schema/index.js';
import { badRequest, conflict } from '#server/platform/http/app-error.js';
import { hashPassword, isCommonPassword, requireOwnPassword } from '../auth/index.js';
import { findAdminByUsername, insertAdminIfAbsent } from './admin-accounts.repository.js';

/** Admin passwords guard every member's data: longer than members' and never a common one. */
function checkAdminPassword(password: string): void {
  if (password.length < ADMIN_LIMITS.minPasswordLength)
    throw badRequest(`The password must be at least ${ADMIN_LIMITS.minPasswordLength} characters long.`);
  if (isCommonPassword(password)) throw badRequest('That password is too common. Please choose another.');
}

function checkUsername(username: string): string {
  const trimmed = username.trim();
  if (!/^[A-Za-z0-9._@-]{3,100}$/.test(trimmed))
    throw badRequest('The username must be 3 to 100 letters, digits or . _ @ -');
  return trimmed;
}

/** An account to add: from the admin:create command, the first-admin variables or a test. */
interface NewAdmin {
  db: Executor;
  username: string;
  password: string;
}

/** Refuses a weak password, then adds the account unless the name is taken (undefined then). */
async function addCheckedAdmin(
  db: Executor,
  name: string,
  password: string,
): Promise<AdminAccount | undefined> {
  checkAdminPassword(password);
  return insertAdminIfAbsent(db, { username: name, passwordHash: await hashPassword(password) });
}

/** A new admin account; 409 when the username is taken (an existing account is never changed). */
export async function createAdminAccount({ db, username, password }: NewAdmin): Promise<AdminAccount> {
  const name = checkUsername(username);
  const created = await addCheckedAdmin(db, name, password);
  if (!created) throw conflict(`An admin called ${name} already exists.`);
  return created;
}

/**
 * The first admin from ADMIN_USERNAME / ADMIN_PASSWORD at start: created once, never overwritten, so
 * a password changed later is not reset by a restart. Safe when several processes start together.
 */
export async function ensureFirstAdmin({ db, username, password }: NewAdmin): Promise<'created' | 'exists'> {
  const name = checkUsername(username);
  if (await findAdminByUsername(db, name)) return 'exists';
  const created = await addCheckedAdmin(db, name, password);
  return created ? 'created' : 'exists';
}

/** One message for an unknown username and a wrong password, in the same time. */
export async function checkAdminCredentials({
  db,
  input,
}: {
  db: Executor;
  input: AdminLoginInput;
}): Promise<AdminAccount> {
  const admin = await findAdminByUsername(db, input.username.trim());
  return requireOwnPassword(admin, input.password, ADMIN_MESSAGES.loginFailed);
}
