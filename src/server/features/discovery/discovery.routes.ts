import type { FastifyPluginAsync } from 'fastify';
import type { Horse } from '#contract/horses.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/app-error.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { horsePreviewImage } from './preview-image.service.js';
import { robotsTxt } from './robots.js';
import { mainSitemap, sitemapPart } from './sitemap.service.js';

export interface DiscoveryDeps {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  publicHorse: (id: number) => Promise<Horse>;
  /** Addresses per sitemap file (the protocol's 50,000 unless a test asks for fewer). */
  sitemapPerFile?: number;
}

/** Small whole numbers only: anything else in these addresses is a 404, like any unknown file. */
const wholeNumber = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : notFoundNumber());
const notFoundNumber = (): never => {
  throw notFound();
};

/**
 * What search engines and link previews fetch (issue 30): /robots.txt, the sitemaps, and a horse's
 * preview picture. Outside /api/ on purpose: robots.txt keeps crawlers out of /api/, and a preview
 * picture must be fetchable by them.
 */
export const discoveryRoutes =
  (deps: DiscoveryDeps): FastifyPluginAsync =>
  async (app) => {
    const sitemapDeps = { db: deps.db, publicUrl: deps.publicUrl, perFile: deps.sitemapPerFile };
    // A sitemap reads every public id: a crawler needs it a few times a day, not a script every second.
    const sitemapLimit = limitBy(app, 'sitemap', { max: 30, timeWindow: '1 minute', key: byAddress });

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(deps.publicUrl)),
    );

    app.get('/sitemap.xml', { onRequest: sitemapLimit }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(await mainSitemap(sitemapDeps)),
    );

    app.get<{ Params: { part: string } }>(
      '/sitemap-:part(^\\d+).xml',
      { onRequest: sitemapLimit },
      async (request, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(await sitemapPart(sitemapDeps, wholeNumber(request.params.part))),
    );

    // Cached for an hour, not a year: a horse hidden by a moderator loses its preview within the hour.
    app.get<{ Params: { id: string } }>('/previews/horses/:id(^\\d+).jpg', async (request, reply) => {
      const image = await horsePreviewImage(
        { storage: deps.storage, publicHorse: deps.publicHorse },
        wholeNumber(request.params.id),
      );
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(image);
    });
  };
