// A process that dies in the middle of an overdue alert (rides-two-processes.test.ts): it alerts the
// owner, and is killed while the emergency contact's text is going out. Run with tsx by the test, never
// by the app: DATABASE_URL, DATA_DIR and CLOCK_FILE come from it.
import { createGeocoder } from '#server/adapters/geocoder/index.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { createFileStorage } from '#server/adapters/storage/index.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openPostgres } from '#server/db/postgres.js';
import { readClockFrom } from '#server/platform/clock.js';

readClockFrom(process.env.CLOCK_FILE);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
});
const database = openPostgres(process.env.DATABASE_URL ?? '', 2);
const app = await buildApp({
  config,
  database,
  mailer: createMailer(config, () => undefined),
  storage: createFileStorage(config),
  geocoder: createGeocoder(config, database.db),
  // The text never goes: the test kills this process once it says it is sending.
  texts: {
    send: () => {
      process.stdout.write('TEXTING\n');
      return new Promise(() => undefined);
    },
  },
});
await app.minuteJobs.find((job) => job.name === 'ride-check-ins')!.run(new Date());
