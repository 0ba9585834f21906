import { hash, verify } from '@node-rs/argon2';
import { unauthorized } from '#server/platform/http/app-error.js';
import { isGuessablePassword } from './password-guessability.js';

/** argon2id with OWASP's parameters (docs/design.md §5): 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the package's enum is a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the account does not exist makes an unknown email take as long as a
 * wrong password, so response times do not reveal who has an account.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
}

/**
 * The account, if `password` is its own; otherwise a 401 with `failedMessage`. An unknown account costs the
 * same work and gets the same message as a wrong password, so a sign-in form reveals no accounts.
 */
export async function requireOwnPassword<T extends { passwordHash: string }>(
  account: T | null | undefined,
  password: string,
  failedMessage: string,
): Promise<T> {
  if (!account) {
    await burnPasswordCheck(password);
    throw unauthorized(failedMessage);
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw unauthorized(failedMessage);
  return account;
}

/**
 * Refused outright as too common: anything zxcvbn scores below the contract's floor (common and leaked
 * passwords, words, names, keyboard walks, the member's own name or email).
 */
export const isCommonPassword = (password: string, userInputs: string[] = []) =>
  isGuessablePassword(password, userInputs);
