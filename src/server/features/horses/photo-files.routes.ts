import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/app-error.js';
import { adminCookieName } from '#server/platform/admin-session.js';
import { hashToken, sessionCookieName } from '#server/platform/session.js';
import {
  photoCachePolicy,
  photoViewerIsAdmin,
  photoViewerOf,
  PUBLIC_PHOTO_CACHE,
} from './photo-access.service.js';

/** A photo's own name or its card variant's: letters, digits and dashes only, so no path can escape. */
const FILE_NAME = /^([A-Za-z0-9-]+?)(-thumb)?\.webp$/;

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
export const horsePhotoFileRoutes =
  (deps: PhotoFileDeps): FastifyPluginAsync =>
  async (app) => {
    const cookieName = sessionCookieName(deps.secureCookies);
    const adminCookie = adminCookieName(deps.secureCookies);

    app.get<{ Params: { file: string } }>('/uploads/horses/:file', async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      if (!match) throw notFound();
      const token = request.cookies[cookieName];
      const cacheControl = await photoCachePolicy({
        db: deps.db,
        storage: deps.storage,
        key: `horses/${match[1]}.webp`,
        // These routes are outside /api/, where sessions are not loaded: read the cookie here.
        viewer: () => photoViewerOf({ db: deps.db, sessionId: token ? hashToken(token) : undefined }),
        isAdmin: () => photoViewerIsAdmin({ db: deps.db, adminToken: request.cookies[adminCookie] }),
      });
      reply.header('cache-control', cacheControl);
      if (cacheControl === PUBLIC_PHOTO_CACHE) {
        const etag = `"${request.params.file}"`;
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      }
      const body = await deps.storage.read(`horses/${request.params.file}`);
      if (!body) throw notFound();
      return reply.type('image/webp').send(body);
    });
  };
