import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Geocoder } from './adapters/geocoder/index.js';
import type { Mailer } from './adapters/mailer/index.js';
import type { FileStorage } from './adapters/storage/index.js';
import { createChangeFeed } from './db/change-feed.js';
import type { DatabaseHandle, Transaction } from './db/client.js';
import { accountRoutes } from './features/account/index.js';
import { moderationRoutes } from './features/admin/index.js';
import { contactRoutes } from './features/contact/index.js';
import { addPresetSlots, availabilityRoutes } from './features/availability/index.js';
import { authRoutes, registerEmailConfirmedGuard, registrationSessionRoutes } from './features/auth/index.js';
import { healthRoutes } from './features/health/index.js';
import { paymentsRoutes, STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './features/payments/index.js';
import { placesRoutes } from './features/places/index.js';
import {
  createHorseIndex,
  horsePhotoFileRoutes,
  horseUploadRoutes,
  horsesRoutes,
  showHorse,
} from './features/horses/index.js';
import { discoveryRoutes } from './features/discovery/index.js';
import {
  createMessageHub,
  latestUnread,
  messageStreamRoutes,
  messagesRoutes,
  postThreadMessage,
} from './features/messages/index.js';
import { createNotifier, noticesRoutes, pushRoutes, vapidKeysOf } from './features/notifications/index.js';
import { requestsRoutes, shareCalendars, type PostToThread } from './features/requests/index.js';
import { yardDetailsRoutes } from './features/yard-details/index.js';
import { savedRoutes } from './features/saved/index.js';
import { reviewsRoutes } from './features/reviews/index.js';
import { siteConfigRoutes } from './features/site/index.js';
import { appPrivateDocuments } from './features/verification/index.js';
import { ONE_CLICK_PREFIX, unsubscribeRoutes } from './features/unsubscribe/index.js';
import {
  noticePreferencesRoutes,
  profilePhotoFileRoutes,
  recountMemberRatings,
  usersRoutes,
} from './features/users/index.js';
import { blocksRoutes } from './features/blocks/index.js';
import { reportsRoutes } from './features/reports/index.js';
import { registerApiCachePolicy } from './platform/api-cache-policy.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { loggerOptions } from './platform/log-redaction.js';
import { registerRateLimits } from './platform/rate-limit.js';
import { refuseNulCharacters } from './platform/refuse-nul-characters.js';
import { registerSameOriginCheck } from './platform/same-origin.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerSessions } from './platform/session.js';
import { registerSpa } from './platform/spa.js';
import { registerUploads } from './platform/uploads.js';
import { registerOpenLeases } from './platform/open-leases.js';
import { registerDraining } from './platform/drain.js';
import { registerMetrics } from './platform/metrics.js';
import { createReadiness } from './platform/readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Loads what the app keeps in memory (the horse search index) so no visitor waits for it: main.ts
     * calls it before listening. Without it the first distance search loads the index.
     */
    warmUp: () => Promise<void>;
  }
  interface FastifyContextConfig {
    /** A GET route that changes the database (the e-mail confirmation link): counts as this process's write. */
    writes?: boolean;
  }
}
/** Everything outside the process, chosen once in main.ts (or a test) and passed in. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Local folder or bucket; the app serves its files at /uploads/ either way. */
  storage: FileStorage;
  geocoder: Geocoder;
  /** The built client (dist/client). Unset in API-only tests. */
  clientDir?: string;
  /** Where log lines go (standard output when unset); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** Told of every route as it is registered, with its schemas: tests fuzz each route from its contract. */
  onRoute?: (route: RouteOptions) => void;
  /** Addresses per sitemap file: the protocol's 50,000 unless a test asks for fewer to see the split. */
  sitemapPerFile?: number;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const db = deps.database.db;
  const app = Fastify({
    // Session cookies, credentials, reset tokens and passwords never reach the logs.
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow senders must not hold a connection (and its buffers) open for minutes: the whole request must
    // arrive within REQUEST_TIMEOUT_MS, the headers within at most 15 s, and a silent socket is closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(15_000, config.REQUEST_TIMEOUT_MS),
      // Node checks those two timeouts only this often (30 s by default), which would stretch them.
      connectionsCheckingInterval: 1000,
    },
    // Only behind a proxy we know of: otherwise X-Forwarded-For is whatever the client says, and every
    // per-address rate limit could be dodged by changing it.
    trustProxy: config.TRUST_PROXY,
    // Once app.close() has begun, a request that still arrives is served (with Connection: close), not
    // answered 503: nginx never passes on a POST it has sent, so a 503 there would be a lost write. The
    // drain has already turned reads away with a 503 nginx does retry (platform/drain.ts).
    return503OnClosing: false,
    // Closing destroys idle connections only; requests in flight finish (`true` would cut them off).
    forceCloseConnections: 'idle',
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (or multipart for uploads). Refusing text/plain means a cross-site HTML form can
  // never produce a body we parse.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // First, so every reply (even one a later hook refuses) is counted under its route pattern.
  const metrics = registerMetrics(app, deps.database);
  // Before any other hook: while draining, every reply closes its connection, and the handover's 503
  // comes before rate limits or sessions cost anything (platform/drain.ts).
  registerDraining(app);
  await registerSecurityHeaders(app, { https: config.secureCookies });
  // The payment provider's webhook is a server-to-server call whose signature is its proof of origin, and
  // so is a mailbox provider's one-click unsubscribe, whose signed token is the proof (decision 0026).
  registerSameOriginCheck(app, {
    allowedOrigins: config.allowedOrigins,
    exemptPaths: [STRIPE_WEBHOOK_PATH],
    exemptPrefixes: [ONE_CLICK_PREFIX],
  });
  registerApiCachePolicy(app);
  refuseNulCharacters(app);
  // JSON replies above 1 KB go out compressed (a browse page of 24 horses: about 16 KB), as do other
  // compressible types (mime-db) that are not already encoded; a reply with Content-Encoding set (a
  // precompressed file) is left alone, and the message stream (text/event-stream) is never compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /(?:\+|\/)json(?:;|$)/,
  });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  registerRateLimits(app, { redisUrl: config.REDIS_URL });
  registerOpenLeases(app, { redisUrl: config.REDIS_URL });
  // What processes keep in memory (sessions, the horse search index) follows the database's change
  // notices; after this process writes, its next cached read waits for its own notices (decision 0014).
  const changes = createChangeFeed(deps.database);
  app.addHook('onSend', async (request) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads || request.routeOptions.config.writes === true) changes.ownWrite();
  });
  app.addHook('onReady', async () => void (await changes.start()));
  app.addHook('onClose', async () => changes.close());
  registerSessions(app, { db: deps.database.db, secureCookies: config.secureCookies, changes });
  registerEmailConfirmedGuard(app);
  const searchIndex = createHorseIndex(db, changes);
  // Not an onReady hook: loading a million horses takes longer than Fastify's plugin timeout allows.
  app.decorate('warmUp', () => searchIndex.warm());
  // Readiness (database, index loaded, not draining); main.ts starts the drain on SIGTERM (drain.ts).
  const readiness = createReadiness(deps.database, searchIndex);
  app.decorate('readiness', readiness);
  await registerUploads(app);

  // Features, each explicitly.
  await app.register(healthRoutes(deps.database, readiness));
  await app.register(siteConfigRoutes(config));
  await app.register(usersRoutes({ db, storage: deps.storage }));
  await app.register(profilePhotoFileRoutes({ storage: deps.storage }));
  await app.register(reviewsRoutes({ db }));
  await app.register(authRoutes({ db, mailer: deps.mailer, config }));
  await app.register(registrationSessionRoutes(db));
  await app.register(
    horsesRoutes({
      db,
      storage: deps.storage,
      geocoder: deps.geocoder,
      index: searchIndex,
      listCacheMs: config.BROWSE_CACHE_MS,
      // A new horse's first slots belong to availability, which itself reads horses (no import cycle).
      addPresetSlots,
      // The owner's rating drops a deleted horse's reviews; users itself reads horses (no import cycle).
      recountMemberRatings,
      log: app.log,
    }),
  );
  await app.register(placesRoutes());
  await app.register(
    discoveryRoutes({
      db,
      storage: deps.storage,
      publicUrl: config.publicUrl,
      publicHorse: (id) => showHorse({ db, id }),
      sitemapPerFile: deps.sitemapPerFile,
    }),
  );
  await app.register(horseUploadRoutes({ db, storage: deps.storage }));
  await app.register(availabilityRoutes({ db }));
  await app.register(savedRoutes({ db, geocoder: deps.geocoder }));
  await app.register(unsubscribeRoutes({ db, secret: config.SESSION_SECRET }));
  await app.register(yardDetailsRoutes({ db }));
  await app.register(
    horsePhotoFileRoutes({ db, storage: deps.storage, secureCookies: config.secureCookies }),
  );
  const hub = createMessageHub(deps.database);
  app.addHook('onClose', async () => hub.close());
  // The one "what to tell whom" rule for push and e-mail notices (decisions 0030, 0052), run after commit.
  const vapid = vapidKeysOf(config);
  const { notify, messageNotices } = createNotifier({
    db,
    mailer: deps.mailer,
    siteName: config.SITE_NAME,
    publicUrl: config.publicUrl,
    secret: config.SESSION_SECRET,
    vapid,
    log: app.log,
    messageDelayMinutes: config.MESSAGE_NOTICE_DELAY_MINUTES,
    latestUnread,
  });
  app.decorate('minuteJobs', [messageNotices]);
  await app.register(pushRoutes({ db, vapid, allowLoopback: config.NODE_ENV === 'test' }));
  await app.register(noticesRoutes({ db }));
  await app.register(messagesRoutes({ db, hub, notify }));
  await app.register(blocksRoutes({ db }));
  await app.register(reportsRoutes({ db }));
  await app.register(noticePreferencesRoutes({ db }));
  await app.register(messageStreamRoutes({ db, hub }, metrics));
  // Answers to requests are posted into the pair's thread; the messages feature stores and announces them.
  const requestDeps = {
    db,
    postToThread: (tx: Transaction, message: Parameters<PostToThread>[1]) =>
      postThreadMessage({ db: tx, hub, message }),
    notify,
  };
  await app.register(requestsRoutes(requestDeps));
  app.decorate('housekeepingTasks', [shareCalendars(requestDeps)]);
  await app.register(contactRoutes({ db: deps.database.db, mailer: deps.mailer, config }));
  await app.register(moderationRoutes({ db, mailer: deps.mailer, storage: deps.storage, config }));
  await app.register(
    accountRoutes({
      db,
      storage: deps.storage,
      documents: appPrivateDocuments(config.DATA_DIR, app),
      mailer: deps.mailer,
      siteName: config.SITE_NAME,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
      log: app.log,
    }),
  );
  await app.register(paymentsRoutes({ db, mailer: deps.mailer, config }));
  await app.register(stripeWebhookRoutes({ db, config }));

  await registerSpa(app, deps.clientDir, { siteName: config.SITE_NAME, publicUrl: config.publicUrl });
  return app;
}
