import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGeocoder } from './adapters/geocoder/index.js';
import { createMailer, recurringMailOf } from './adapters/mailer/index.js';
import { createTextSender } from './adapters/sms/index.js';
import { createFileStorage } from './adapters/storage/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseFolderLockedError } from './db/folder-lock.js';
import { openDatabase } from './db/open-database.js';
import { createFirstAdminFromConfig } from './features/admin/index.js';
import { freeDaysRefresh, slotEndingNotices } from './features/availability/index.js';
import { deleteAbandonedUploads, placeHorsesWithoutPostcodeOnce } from './features/horses/index.js';
import { markOwnerPremiumSubscriptions } from './features/payments/index.js';
import { savedSearchDigests } from './features/saved/index.js';
import { visitReminders } from './features/requests/index.js';
import { appPrivateDocuments, unheldDocumentsSweep } from './features/verification/index.js';
import { loggableError } from './platform/http/database-errors.js';
import { readClockFrom } from './platform/clock.js';
import { drain } from './platform/operations/drain.js';
import { startHousekeeping } from './platform/jobs/housekeeping.js';
import { createJobRunner } from './platform/jobs/periodic-jobs.js';
import { listenMetrics, type MetricsListener } from './platform/operations/metrics.js';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  if (config.TEST_CLOCK_FILE) {
    readClockFrom(config.TEST_CLOCK_FILE);
    console.log(`The calendar clock is read from ${config.TEST_CLOCK_FILE} (for tests only).`);
  }
  const database = await openDatabase(config);
  await database.migrate();
  // Premium follows the product id configured now, for subscriptions saved before it was set or changed.
  await markOwnerPremiumSubscriptions(database.db, config.STRIPE_OWNER_PREMIUM_PRODUCT_ID);
  await createFirstAdminFromConfig(database.db, config, (line) => console.log(line));
  const mailer = createMailer(config, (line) => console.log(line));
  const texts = createTextSender(config, (line) => console.log(line));
  const storage = createFileStorage(config);
  const geocoder = createGeocoder(config, database.db);
  // Once per database, before the search index is read from the table (decision 0042).
  const placedAgain = await placeHorsesWithoutPostcodeOnce(database.db, geocoder);
  if (placedAgain > 0) console.log(`Placed ${placedAgain} horses without a postcode by their town again.`);
  const app = await buildApp({ config, database, mailer, texts, storage, geocoder, clientDir });
  // The hourly mails are built as the app's are (app.ts), from the same configuration and mailer.
  const mail = recurringMailOf(config, mailer);

  const stopHousekeeping = startHousekeeping(
    database.db,
    (error) => app.log.warn({ error: loggableError(error) }, 'housekeeping failed'),
    [
      deleteAbandonedUploads({ db: database.db, storage, log: app.log }),
      freeDaysRefresh({ db: database.db }),
      unheldDocumentsSweep({
        db: database.db,
        documents: appPrivateDocuments(config.DATA_DIR, app),
      }),
      savedSearchDigests({ db: database.db, ...mail }),
      visitReminders({ db: database.db, ...mail }),
      slotEndingNotices({ db: database.db, ...mail }),
      ...app.housekeepingTasks,
    ],
    app.metrics.jobRun,
  );

  // Held-back message notices and the like, each minute's run claimed by one process (decision 0052).
  const everyMs = config.MINUTE_JOBS_EVERY_MS;
  const minuteJobs = app.minuteJobs.map((job) => ({ ...job, everyMs }));
  const stopMinuteJobs = createJobRunner(database.db, minuteJobs, {
    onError: (error, job) => app.log.warn({ error: loggableError(error), job }, 'periodic job failed'),
    onRun: app.metrics.jobRun,
  }).start(everyMs);

  let metricsListener: MetricsListener | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails at once; requests are still served for DRAIN_GRACE_MS so the proxy can stop sending;
    // then app.close() ends the message streams and waits for requests in flight (platform/operations/drain.ts).
    await drain(app, {
      graceMs: config.DRAIN_GRACE_MS,
      onDrainStart: () => {
        app.log.info({ signal, graceMs: config.DRAIN_GRACE_MS }, 'shutting down: readiness fails, draining');
        stopHousekeeping();
        stopMinuteJobs();
      },
    });
    // Last, so a scrape during the drain still sees it.
    await metricsListener?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.ready();
  // Before the index loads: a slow start is worth watching too. Never on the public port (decision 0032).
  if (config.METRICS_PORT !== undefined) {
    metricsListener = await listenMetrics(app.metrics, {
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
    });
    app.log.info(`metrics at ${metricsListener.url}/metrics`);
  }
  // Only then take traffic: the search index at a million horses takes about six seconds to load (bench/RESULTS.md).
  await app
    .warmUp()
    .catch((error: unknown) => app.log.warn({ error: loggableError(error) }, 'search index not loaded'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.SITE_NAME} is running at ${config.publicUrl} (database: ${database.driver})`);
}

main().catch((error: unknown) => {
  // A folder held by another process is an operator's mistake, not a crash: the message says what to do.
  console.error(error instanceof DatabaseFolderLockedError ? error.message : error);
  process.exit(1);
});
