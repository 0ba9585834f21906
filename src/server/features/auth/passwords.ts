import { hash, verify } from '@node-rs/argon2';

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

/** The most used passwords of at least 8 characters (from public breach corpora), refused outright. */
const COMMON_PASSWORDS = new Set(
  [
    'password',
    'password1',
    'password12',
    'password123',
    'password1234',
    'passw0rd',
    'p@ssw0rd',
    'p@ssword',
    '12345678',
    '123456789',
    '1234567890',
    '0987654321',
    '87654321',
    '11111111',
    '00000000',
    '12341234',
    '11223344',
    '12121212',
    'qwertyui',
    'qwertyuiop',
    'qwerty123',
    'qwerty12',
    '1q2w3e4r',
    '1qaz2wsx',
    'zaq12wsx',
    'asdfghjk',
    'asdfasdf',
    'iloveyou',
    'iloveyou1',
    'sunshine',
    'princess',
    'football',
    'baseball',
    'welcome1',
    'welcome123',
    'letmein1',
    'abc12345',
    'abcd1234',
    'trustno1',
    'superman',
    'starwars',
    'whatever',
    'computer',
    'michelle',
    'jennifer',
    'liverpool',
    'chelsea1',
    'arsenal1',
    'charlie1',
    'monkey12',
    'dragon12',
    'shadow12',
    'master12',
    'changeme',
    'horse123',
    'horses123',
    'pony1234',
    'equestrian',
    'stablemates',
    'Password1',
    'Password123',
    'Qwerty123',
    'Welcome1',
  ].map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
