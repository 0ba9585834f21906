import { z } from 'zod';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { adminCookieName } from '#server/platform/sessions/admin-session.js';
import { defineRoutes, rawRoute } from '#server/platform/http/routes.js';
import { sessionCookieName } from '#server/platform/sessions/session.js';
import { horsePhotoFile } from './photo-access.service.js';

/** Any name: the service refuses one that is not a photo's with a 404, so nobody learns what exists. */
const PhotoFileParamsSchema = z.object({ file: z.string() });

export interface PhotoFileDeps {
  db: Database;
  storage: FileStorage;
  secureCookies: boolean;
}

/**
 * GET /uploads/horses/{file}, read from the storage (a local folder or a private bucket). A photo approved
 * on a visible horse is public, cached for five minutes and then revalidated by its ETag (a name is never
 * reused for other bytes, so the name is the tag); one that is pending, rejected, not on any horse yet or
 * only on hidden horses is shown only to the owner of a horse that carries it, to its uploader or to a
 * signed-in admin, never stored by a cache, and is a 404 for everyone else (so nobody learns it exists).
 * Access is decided on every request, revalidations included, so a hidden horse's photos disappear.
 */
export const horsePhotoFileRoutes = defineRoutes((app, deps: PhotoFileDeps) => {
  const cookieName = sessionCookieName(deps.secureCookies);
  const adminCookie = adminCookieName(deps.secureCookies);

  rawRoute(
    app,
    { route: 'GET /uploads/horses/:file', who: 'anyone', params: PhotoFileParamsSchema },
    async ({ params }, { request, reply }) => {
      const photo = await horsePhotoFile({
        ...deps,
        file: params.file,
        sessionToken: request.cookies[cookieName],
        adminToken: request.cookies[adminCookie],
        ifNoneMatch: request.headers['if-none-match'],
      });
      reply.header('cache-control', photo.cacheControl);
      if (photo.etag !== undefined) reply.header('etag', photo.etag);
      if (photo.outcome === 'not-modified') return reply.code(304).send();
      if (photo.outcome === 'missing') throw notFound();
      return reply.type('image/webp').send(photo.body);
    },
  );
});
