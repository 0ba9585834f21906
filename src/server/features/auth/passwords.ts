import { hash, verify } from '@node-rs/argon2';
import { isGuessablePassword } from './password-guessability.js';

/** argon2id with OWASP's parameters (DESIGN.md §5): 19 MiB, 2 passes, 1 lane. */
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
 * Refused outright as too common: anything zxcvbn scores below the contract's floor (common and leaked
 * passwords, words, names, keyboard walks, the member's own name or email).
 */
export const isCommonPassword = (password: string, userInputs: string[] = []) =>
  isGuessablePassword(password, userInputs);
