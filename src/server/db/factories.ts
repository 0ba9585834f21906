import { hash } from '@node-rs/argon2';
import type { Executor } from './client.js';
import { users, type NewUser, type User } from './schema/index.js';

/**
 * Test and seed data. build* functions are pure (values only); insert* functions persist. Passwords are
 * hashed with argon2id at cheap settings: these accounts are throwaway, and tests create many.
 */
let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_PASSWORD = 'Saddle-Up-2024';

export function buildUser(overrides: Partial<NewUser> = {}): Omit<NewUser, 'passwordHash'> {
  const n = next();
  const email = overrides.email ?? `member${n}@example.test`;
  return {
    email,
    username: email,
    firstName: `Member${n}`,
    lastName: 'Tester',
    userType: 'owner',
    location: 'York',
    postcode: 'YO1 7HH',
    ageConfirmedAt: new Date(),
    termsAcceptedAt: new Date(),
    ...overrides,
  };
}

export async function insertUser(
  db: Executor,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const [user] = await db
    .insert(users)
    .values({ ...buildUser(rest), passwordHash })
    .returning();
  return user!;
}
