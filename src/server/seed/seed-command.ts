import { createFileStorage } from '#server/adapters/storage/index.js';
import type { Config } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { DatabaseFolderLockedError } from '#server/db/folder-lock.js';
import { openDatabase } from '#server/db/open-database.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-members.js';
import { RealMembersPresentError, runSeed } from './run-seed.js';

type Log = Pick<Console, 'log' | 'error'>;

/**
 * What `npm run seed` does, as a function of its configuration and arguments; returns the exit code.
 * Refusals (a PGlite folder held by a running server, a database with real members) are a message and
 * exit code 1, never a stack trace.
 */
export async function seedFromCommandLine(config: Config, args: string[], log: Log): Promise<number> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseFolderLockedError)) throw error;
    // Seeding beside a running PGlite server would write data that server never sees.
    log.error(`Refusing to seed: ${error.message}`);
    return 1;
  }
  try {
    await database.migrate();
    // The same storage the app serves uploads from, so the demo photos show up.
    const storage = createFileStorage(config);
    const added = await runSeed({ db: database.db, storage }, { force: args.includes('--force') });
    for (const [name, count] of Object.entries(added)) log.log(`seed: ${name}: ${count} added`);
    log.log(`Demo accounts use the password ${DEMO_PASSWORD} (e.g. harriet@${DEMO_EMAIL_DOMAIN}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof RealMembersPresentError)) throw error;
    log.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
