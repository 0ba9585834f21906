import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '#server/adapters/mailer/index.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { appPrivateDocuments, verificationRoutes } from '../verification/index.js';
import { adminAuthRoutes } from './admin-auth.routes.js';
import { adminRoutes } from './admin.routes.js';
import { siteMetricsRoutes } from './site-metrics.routes.js';

/**
 * Moderation as one registration in app.ts: admin sign-in, the admin API, the members' verification
 * upload (whose documents only the admin API serves) and the visit counter.
 */
export const moderationRoutes =
  ({
    db,
    mailer,
    storage,
    config,
  }: {
    db: Database;
    mailer: Mailer;
    storage: FileStorage;
    config: Config;
  }): FastifyPluginAsync =>
  async (app) => {
    const secure = config.secureCookies;
    const documents = appPrivateDocuments(config.DATA_DIR, app);
    const mail = { mailer, siteName: config.SITE_NAME, publicUrl: config.publicUrl };
    await app.register(adminAuthRoutes({ db, secure }));
    await app.register(adminRoutes({ db, mail, storage, documents, secure }));
    await app.register(verificationRoutes({ db, documents }));
    await app.register(siteMetricsRoutes({ db }));
  };
