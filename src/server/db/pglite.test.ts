import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '#tests/setup/temp-dirs.js';
import { insertUser } from './factories.js';
import { DatabaseFolderLockedError, LOCK_FILE_NAME } from './folder-lock.js';
import { openPglite, wrapPglite } from './pglite.js';
import { users } from './schema/index.js';

const freshDir = useTempDirs();

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('embedded PGlite', () => {
  // Two PGlite starts and every migration from nothing: a loaded machine took over 30 s.
  it('keeps its data across a restart', async () => {
    const dir = await freshDir('pglite-restart-');
    const first = await openPglite(dir);
    await first.migrate();
    await insertUser(first.db, { email: 'kept@example.test' });
    await first.close();

    const second = await openPglite(dir);
    await second.migrate(); // nothing left to apply
    const rows = await second.db.select({ email: users.email }).from(users);
    await second.close();
    expect(rows).toEqual([{ email: 'kept@example.test' }]);
  }, 120_000);

  // Three PGlite starts (about 4 s unloaded); a loaded CI machine needs more than the 30 s default.
  it('starts a fresh folder from the build snapshot, and never again once it holds data', async () => {
    // As the build writes it: a migrated PGlite folder, closed (here holding one member to recognise it).
    const templateDir = await freshDir('pglite-snapshot-');
    const source = wrapPglite(await PGlite.create(templateDir, { extensions: { cube, earthdistance } }));
    await source.migrate();
    await insertUser(source.db, { email: 'from-snapshot@example.test' });
    await source.close();

    const dir = await freshDir('pglite-from-snapshot-');
    const first = await openPglite(dir, templateDir);
    await first.migrate(); // nothing left to apply
    await insertUser(first.db, { email: 'later@example.test' });
    await first.close();

    const second = await openPglite(dir, templateDir);
    const rows = await second.db.select({ email: users.email }).from(users).orderBy(users.id);
    await second.close();
    expect(rows).toEqual([{ email: 'from-snapshot@example.test' }, { email: 'later@example.test' }]);
  }, 120_000);

  it('refuses a second opener of a folder while the first holds it, naming the folder', async () => {
    const dir = await freshDir('pglite-lock-');
    const first = await openPglite(dir);
    const refused = await openPglite(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseFolderLockedError);
    expect((refused as Error).message).toContain(dir);
    expect((refused as Error).message).toContain(`pid ${process.pid}`);
    await first.close();

    // Closing releases the folder: the next opener gets in.
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const second = await openPglite(dir);
    await second.close();
  });

  it('takes over a stale lock left by a process that has died', async () => {
    const dir = await freshDir('pglite-stale-');
    const lockFile = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(lockFile, `${deadPid()}\n`);
    const handle = await openPglite(dir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
