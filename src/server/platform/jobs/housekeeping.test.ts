import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { insertUser } from '#server/db/factories.js';
import { passwordResetTokens, registrationSessions, sessions } from '#server/db/schema/index.js';
import { runHousekeeping } from './housekeeping.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => database.reset());
afterAll(async () => database.destroy());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('housekeeping', () => {
  it('removes expired sessions, old reset links and stale registrations, and keeps the rest', async () => {
    const db = database.handle.db;
    const user = await insertUser(db);
    await db.insert(sessions).values([
      { id: 'live', userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) },
      { id: 'expired', userId: user.id, expiresAt: daysAgo(1) },
      { id: 'idle', userId: user.id, expiresAt: new Date(Date.now() + 86_400_000), lastSeenAt: daysAgo(15) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'recent', expiresAt: new Date(Date.now() + 3_600_000) },
      { userId: user.id, tokenHash: 'old', expiresAt: daysAgo(2) },
    ]);
    const id = (n: number) => `${'a'.repeat(31)}${n}`;
    await db.insert(registrationSessions).values([
      { sessionId: id(1), userType: 'owner' },
      { sessionId: id(2), userType: 'owner', createdAt: daysAgo(31) },
      { sessionId: id(3), userType: 'owner', completedAt: daysAgo(2) },
    ]);

    await runHousekeeping(db);

    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual(['live']);
    expect((await db.select().from(passwordResetTokens)).map((t) => t.tokenHash)).toEqual(['recent']);
    expect((await db.select().from(registrationSessions)).map((r) => r.sessionId)).toEqual([id(1)]);
  });

  it('runs every feature task when one fails, then reports the failure', async () => {
    const ran: string[] = [];
    const failing = async () => {
      ran.push('sweep');
      throw new Error('disk full');
    };
    const reminders = async () => {
      ran.push('reminders');
    };
    await expect(runHousekeeping(database.handle.db, new Date(), [failing, reminders])).rejects.toThrow(
      'disk full',
    );
    expect(ran).toEqual(['sweep', 'reminders']);
  });
});
