import { z } from 'zod';
import type { Horse } from '#contract/horses.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, rawRoute } from '#server/platform/http/routes.js';
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
/** The path's pattern admits digits only; `wholeNumber` turns them into a number or a 404. */
const SitemapPartParamsSchema = z.object({ part: z.string() });
const PreviewParamsSchema = z.object({ id: z.string() });

/**
 * What search engines and link previews fetch (issue 30): /robots.txt, the sitemaps, and a horse's
 * preview picture. Outside /api/ on purpose: robots.txt keeps crawlers out of /api/, and a preview
 * picture must be fetchable by them.
 */
export const discoveryRoutes = defineRoutes((app, deps: DiscoveryDeps) => {
  const sitemapDeps = { db: deps.db, publicUrl: deps.publicUrl, perFile: deps.sitemapPerFile };
  // A sitemap reads every public id: a crawler needs it a few times a day, not a script every second.
  const sitemapLimit = limitBy(app, 'sitemap', { max: 30, timeWindow: '1 minute', key: byAddress });

  rawRoute(app, { route: 'GET /robots.txt', who: 'anyone' }, async (_input, { reply }) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(deps.publicUrl);
  });

  rawRoute(
    app,
    { route: 'GET /sitemap.xml', who: 'anyone', onRequest: sitemapLimit },
    async (_input, { reply }) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
      return mainSitemap(sitemapDeps);
    },
  );

  rawRoute(
    app,
    {
      route: 'GET /sitemap-:part(^\\d+).xml',
      who: 'anyone',
      onRequest: sitemapLimit,
      params: SitemapPartParamsSchema,
    },
    async ({ params }, { reply }) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
      return sitemapPart(sitemapDeps, wholeNumber(params.part));
    },
  );

  // Cached for an hour, not a year: a horse hidden by a moderator loses its preview within the hour.
  rawRoute(
    app,
    { route: 'GET /previews/horses/:id(^\\d+).jpg', who: 'anyone', params: PreviewParamsSchema },
    async ({ params }, { reply }) => {
      const image = await horsePreviewImage(
        { storage: deps.storage, publicHorse: deps.publicHorse },
        wholeNumber(params.id),
      );
      reply.type('image/jpeg').header('cache-control', 'public, max-age=3600');
      return image;
    },
  );
});
