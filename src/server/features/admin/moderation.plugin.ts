import type { FastifyPluginAsync } from 'fastify';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import type { Notify, TellOfModeration } from '../notifications/index.js';
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
    mail,
    storage,
    config,
    notify,
    tellOfModeration,
  }: {
    db: Database;
    /** Tells the other member of each visit or share a suspension calls off. */
    notify: Notify;
    /** Tells an owner of the moderators' decision about their listing (decision 0058). */
    tellOfModeration: TellOfModeration;
    mail: SiteMail;
    storage: FileStorage;
    config: Config;
  }): FastifyPluginAsync =>
  async (app) => {
    const secure = config.secureCookies;
    const documents = appPrivateDocuments(config.DATA_DIR, app);
    await app.register(adminAuthRoutes({ db, secure }));
    const hideNoticeDelayMs = config.LISTING_HIDE_NOTICE_DELAY_SECONDS * 1000;
    await app.register(
      adminRoutes({ db, mail, storage, documents, secure, notify, tellOfModeration, hideNoticeDelayMs }),
    );
    await app.register(verificationRoutes({ db, documents }));
    await app.register(siteMetricsRoutes({ db }));
  };
