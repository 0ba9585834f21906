/**
 * `npm run seed`: demo data so a newcomer sees a living site. Idempotent (running it twice adds nothing
 * new), and it refuses to touch a database that holds real members unless run with --force, or a PGlite
 * folder that a running server holds.
 */
import { loadConfig } from '#server/config.js';
import { seedFromCommandLine } from './seed-command.js';

process.exitCode = await seedFromCommandLine(loadConfig(), process.argv.slice(2), console);
