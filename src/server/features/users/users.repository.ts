import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { users, type NewUser, type User } from '#server/db/schema/index.js';

/** Look-ups by email ignore case, and use the lower(email) unique index. */
export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(db: Executor, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
