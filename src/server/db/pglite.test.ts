import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertUser } from './factories.js';
import { openPglite } from './pglite.js';
import { users } from './schema/index.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('embedded PGlite', () => {
  it('keeps its data across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-restart-'));
    dirs.push(dir);
    const first = await openPglite(dir);
    await first.migrate();
    await insertUser(first.db, { email: 'kept@example.test' });
    await first.close();

    const second = await openPglite(dir);
    await second.migrate(); // nothing left to apply
    const rows = await second.db.select({ email: users.email }).from(users);
    await second.close();
    expect(rows).toEqual([{ email: 'kept@example.test' }]);
  });
});
