/**
 * `npm run seed`: demo data so a newcomer sees a living site. Idempotent (running it twice adds nothing
 * new), and it refuses to touch a database that holds real members unless run with --force.
 */
import { createFileStorage } from '../adapters/storage/index.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './open-database.js';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './seeds/demo-members.js';
import { RealMembersPresentError, runSeed } from './seeds/run-seed.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  // The same storage the app serves uploads from, so the demo photos show up.
  const storage = createFileStorage(config);
  const added = await runSeed({ db: database.db, storage }, { force: process.argv.includes('--force') });
  for (const [name, count] of Object.entries(added)) console.log(`seed: ${name}: ${count} added`);
  console.log(`Demo accounts use the password ${DEMO_PASSWORD} (e.g. harriet@${DEMO_EMAIL_DOMAIN}).`);
} catch (error) {
  if (!(error instanceof RealMembersPresentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
