import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { adminAccounts, type AdminAccount } from '#server/db/schema/index.js';

export async function findAdminByUsername(db: Executor, username: string): Promise<AdminAccount | undefined> {
  const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, username)).limit(1);
  return row;
}

/** Inserts unless the username is taken; never overwrites. Returns the new account, or undefined. */
export async function insertAdminIfAbsent(
  db: Executor,
  values: { username: string; passwordHash: string },
): Promise<AdminAccount | undefined> {
  const [row] = await db.insert(adminAccounts).values(values).onConflictDoNothing().returning();
  return row;
}
