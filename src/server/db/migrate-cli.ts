/** `npm run db:migrate`: applies pending migrations once per deploy (docs/design.md §10). */
import { loadConfig } from '../config.js';
import { openDatabase } from './open-database.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
