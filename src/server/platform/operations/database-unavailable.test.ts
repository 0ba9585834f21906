import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppWithDatabaseDown } from '#tests/setup/test-app.js';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { UNAVAILABLE_MESSAGE } from '../http/error-handler.js';

/**
 * Issue 19, faults: with the database down, the API says so at once (503 and Retry-After), never hangs
 * and never answers 500 (the database down as useAppWithDatabaseDown has it).
 */
describe('with the database down', () => {
  const down = useAppWithDatabaseDown();

  it('answers 503 with a retry hint, quickly, on pages that read and on ones that write', async () => {
    const calls = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/horses' },
      { method: 'GET', url: '/api/horses/1' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'ann@example.test', password: 'x' } },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ann', email: 'ann@example.test', subject: 'Hi', message: 'Hello' },
      },
    ] as const;
    for (const call of calls) {
      const started = Date.now();
      const res = await down.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started, `${call.url} took too long`).toBeLessThan(4000);
    }
  });
});

/** On PostgreSQL: a LISTEN connection the server drops (a restart) is replaced, and events flow again. */
describe.runIf(process.env.DATABASE_URL)('live delivery after the database drops the connection', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.destroy();
  });

  it('listens again and receives the next notification', async () => {
    const { handle } = testDatabase;
    const received: string[] = [];
    const unlisten = await handle.listen('matrix_probe', (payload) => received.push(payload));
    const listeners = () =>
      handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
    await listeners();
    // The replacement listens within a second or so; notify until it hears.
    const deadline = Date.now() + 10_000;
    while (!received.includes('after') && Date.now() < deadline) {
      await handle.db.execute(sql`select pg_notify('matrix_probe', 'after')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received).toContain('after');
    await unlisten();
  });
});
