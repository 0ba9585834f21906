import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Geocoder } from './adapters/geocoder/index.js';
import { recurringMailOf, type Mailer } from './adapters/mailer/index.js';
import type { FileStorage } from './adapters/storage/index.js';
import { createTextSender, type TextSender } from './adapters/sms/index.js';
import { createChangeFeed } from './db/change-feed.js';
import type { DatabaseHandle, Executor, Transaction } from './db/client.js';
import { today as calendarToday } from './platform/clock.js';
import { accountRoutes } from './features/account/index.js';
import { listingHideNotices, moderationRoutes } from './features/admin/index.js';
import { contactRoutes } from './features/contact/index.js';
import { addPresetSlots, availabilityRoutes } from './features/availability/index.js';
import {
  authRoutes,
  registerEmailConfirmedGuard,
  registrationSessionRoutes,
  type LinkPayments,
} from './features/auth/index.js';
import { healthRoutes } from './features/health/index.js';
import {
  linkPaymentsToMember,
  paymentsRoutes,
  STRIPE_WEBHOOK_PATH,
  stripeWebhookRoutes,
} from './features/payments/index.js';
import { placesRoutes } from './features/places/index.js';
import {
  announcePublicHorseChange,
  createHorseIndex,
  horsePhotoFileRoutes,
  horseUploadRoutes,
  horsesRoutes,
  showHorse,
} from './features/horses/index.js';
import { discoveryRoutes } from './features/discovery/index.js';
import {
  createMessageHub,
  createUnreadCounts,
  latestUnread,
  messageStreamRoutes,
  messagesRoutes,
  postThreadMessage,
} from './features/messages/index.js';
import { createNotifier, noticesRoutes, pushRoutes, vapidKeysOf } from './features/notifications/index.js';
import {
  callOffArrangementsOf,
  countHappyMatches,
  reliabilityRoutes,
  requestsRoutes,
  shareCalendars,
  unansweredRequests,
  type PostToThread,
} from './features/requests/index.js';
import { agreementsRoutes } from './features/agreements/index.js';
import { yardDetailsRoutes } from './features/yard-details/index.js';
import { rideCheckIns, ridesRoutes } from './features/rides/index.js';
import { savedRoutes } from './features/saved/index.js';
import { reviewsComingOut, reviewsRoutes } from './features/reviews/index.js';
import { happyMatchesRoutes, siteConfigRoutes } from './features/site/index.js';
import { appPrivateDocuments } from './features/verification/index.js';
import {
  insuranceNotices,
  ridingSchoolRoutes,
  unheldCertificatesSweep,
} from './features/riding-schools/index.js';
import { ONE_CLICK_PREFIX, unsubscribeRoutes } from './features/unsubscribe/index.js';
import {
  noticePreferencesRoutes,
  profilePhotoFileRoutes,
  recountMemberRatings,
  usersRoutes,
} from './features/users/index.js';
import { blocksRoutes } from './features/blocks/index.js';
import { reportsRoutes } from './features/reports/index.js';
import { referencesRoutes } from './features/references/index.js';
import { registerApiCachePolicy } from './platform/http/api-cache-policy.js';
import { registerErrorHandling } from './platform/http/error-handler.js';
import { loggerOptions } from './platform/http/log-redaction.js';
import { registerRateLimits } from './platform/limits/rate-limit.js';
import { refuseNulCharacters } from './platform/http/refuse-nul-characters.js';
import { registerSameOriginCheck } from './platform/http/same-origin.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerSessions } from './platform/sessions/session.js';
import { registerSpa } from './platform/pages/spa.js';
import { registerUploads } from './platform/uploads/multipart.js';
import { registerOpenLeases } from './platform/limits/open-leases.js';
import { registerDraining } from './platform/operations/drain.js';
import { registerMetrics } from './platform/operations/metrics.js';
import { createReadiness } from './platform/operations/readiness.js';

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
  /** Text messages (an overdue rider's emergency contact); from the configuration when unset. */
  texts?: TextSender;
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
  // What every mail is written with, and the secret of recurring mail's one-click unsubscribe link.
  const mail = recurringMailOf(config, deps.mailer);
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
    // drain has already turned reads away with a 503 nginx does retry (platform/operations/drain.ts).
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
  // comes before rate limits or sessions cost anything (platform/operations/drain.ts).
  registerDraining(app);
  registerSecurityHeaders(app, { https: config.secureCookies });
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
  await app.register(happyMatchesRoutes({ count: () => countHappyMatches(db, calendarToday()) }));
  await app.register(usersRoutes({ db, storage: deps.storage }));
  await app.register(profilePhotoFileRoutes({ storage: deps.storage }));
  await app.register(reviewsRoutes({ db }));
  // Signing in or confirming an address ties to the member what was paid under it (payments feature).
  const linkPayments: LinkPayments = (tx, member) => linkPaymentsToMember({ db: tx, actor: member });
  await app.register(authRoutes({ db, mail, config, linkPayments }));
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
  await app.register(unsubscribeRoutes({ db, secret: mail.unsubscribeSecret }));
  await app.register(yardDetailsRoutes({ db }));
  await app.register(
    horsePhotoFileRoutes({ db, storage: deps.storage, secureCookies: config.secureCookies }),
  );
  const hub = createMessageHub(deps.database);
  app.addHook('onClose', async () => hub.close());
  // Members' unread counts, kept by the change feed like the sessions and the index (decision 0062): one
  // map for the badge's poll and the live streams alike.
  const unreadCounts = createUnreadCounts(changes);
  // The one "what to tell whom" rule for push and e-mail notices (decisions 0030, 0052), run after commit.
  const vapid = vapidKeysOf(config);
  const { notify, alertEveryWay, tellOfModeration, messageNotices } = createNotifier({
    db,
    ...mail,
    vapid,
    log: app.log,
    announceNotice: (userId) => hub.publish(db, { type: 'notice', userId }),
    messageDelayMinutes: config.MESSAGE_NOTICE_DELAY_MINUTES,
    latestUnread,
  });
  // Rides out on a visit's or share's day: "Still out?", the overdue alert and "safe" (decision 0056).
  const rideDeps = {
    db,
    notify,
    alertEveryWay,
    texts: deps.texts ?? createTextSender(config, (line) => app.log.info(line)),
    siteName: config.SITE_NAME,
    log: app.log,
  };
  app.decorate('minuteJobs', [
    messageNotices,
    rideCheckIns(rideDeps),
    listingHideNotices({ db, tellOfModeration }),
  ]);
  await app.register(ridesRoutes(rideDeps));
  await app.register(pushRoutes({ db, vapid, allowLoopback: config.NODE_ENV === 'test' }));
  await app.register(noticesRoutes({ db }));
  await app.register(messagesRoutes({ db, hub, notify, unreadCounts }));
  // A block calls off what the two had arranged (requests feature), and the other is told.
  const blockCallsOff = (tx: Executor, blockerId: number, blockedId: number) =>
    callOffArrangementsOf(tx, blockerId, 'blocked', { withMemberId: blockedId });
  await app.register(blocksRoutes({ db, callOff: blockCallsOff, notify }));
  await app.register(reportsRoutes({ db }));
  await app.register(referencesRoutes({ db, ...mail }));
  await app.register(noticePreferencesRoutes({ db }));
  await app.register(messageStreamRoutes({ db, hub, unreadCounts }, metrics));
  // Answers to requests are posted into the pair's thread; the messages feature stores and announces them.
  const requestDeps = {
    db,
    postToThread: (tx: Transaction, message: Parameters<PostToThread>[1]) =>
      postThreadMessage({ db: tx, hub, message }),
    notify,
  };
  await app.register(requestsRoutes(requestDeps));
  await app.register(
    agreementsRoutes({ db, postToThread: requestDeps.postToThread, siteName: config.SITE_NAME, notify }),
  );
  await app.register(reliabilityRoutes({ db }));
  // Riding schools (decision 0054): the business check's uploads, and the insurance's reminder and expiry
  // mails with the sweep of certificates no row holds, run hourly with housekeeping (main.ts).
  const privateDocuments = appPrivateDocuments(config.DATA_DIR, app);
  await app.register(
    ridingSchoolRoutes({
      db,
      documents: privateDocuments,
      onPublicHorseChange: () => announcePublicHorseChange(app),
    }),
  );
  app.decorate('housekeepingTasks', [
    shareCalendars(requestDeps),
    // Requests nobody answers, and reviews that waited for the other member's (decision 0057).
    unansweredRequests({ ...requestDeps, onPublicHorseChange: () => announcePublicHorseChange(app) }),
    reviewsComingOut({ db }),
    insuranceNotices({ db, ...mail }),
    unheldCertificatesSweep({ db, documents: privateDocuments }),
  ]);
  await app.register(contactRoutes({ db: deps.database.db, mailer: deps.mailer, config }));
  await app.register(
    moderationRoutes({
      db,
      mail,
      storage: deps.storage,
      config,
      notify,
      tellOfModeration,
    }),
  );
  await app.register(
    accountRoutes({
      db,
      storage: deps.storage,
      documents: appPrivateDocuments(config.DATA_DIR, app),
      ...mail,
      secureCookies: config.secureCookies,
      log: app.log,
      notify,
    }),
  );
  await app.register(paymentsRoutes({ db, mailer: deps.mailer, config }));
  await app.register(stripeWebhookRoutes({ db, config }));

  await registerSpa(app, deps.clientDir, { siteName: config.SITE_NAME, publicUrl: config.publicUrl });
  return app;
}
