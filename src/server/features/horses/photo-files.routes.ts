import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/app-error.js';
import { hashToken, isSessionActive, sessionCookieName } from '#server/platform/session.js';
import { findPhotoPlacements, findSessionUserId, findUploaderId } from './photos.repository.js';

/** A photo's own name or its card variant's: letters, digits and dashes only, so no path can escape. */
const FILE_NAME = /^([A-Za-z0-9-]+?)(-thumb)?\.webp$/;
const APPROVED_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

export interface PhotoFileDeps {
  db: Database;
  storage: FileStorage & { root?: string };
  secureCookies: boolean;
}

/**
 * GET /uploads/horses/{file} with local storage. An approved photo is public and cached for a year; one
 * that is pending, rejected or not on any horse yet is shown only to the owner of a horse that carries it
 * or to its uploader, never stored by a cache, and is a 404 for everyone else (so nobody learns it exists).
 * With STORAGE=s3 the bucket serves the files itself.
 */
export const horsePhotoFileRoutes =
  (deps: PhotoFileDeps): FastifyPluginAsync =>
  async (app) => {
    const root = deps.storage.root;
    if (!root) return;
    const cookieName = sessionCookieName(deps.secureCookies);

    /** The signed-in member's id: these routes are outside /api/, where sessions are not loaded. */
    const viewerId = async (request: FastifyRequest): Promise<number | undefined> => {
      const token = request.cookies[cookieName];
      if (!token) return undefined;
      const sessionId = hashToken(token);
      if (!(await isSessionActive(deps.db, sessionId))) return undefined;
      return findSessionUserId(deps.db, sessionId);
    };

    app.get<{ Params: { file: string } }>('/uploads/horses/:file', async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      if (!match) throw notFound();
      const key = `horses/${match[1]}.webp`;
      const placements = await findPhotoPlacements(deps.db, deps.storage.publicUrl(key));
      let cacheControl = APPROVED_CACHE;
      if (!placements.some((placement) => placement.status === 'approved')) {
        const viewer = await viewerId(request);
        const allowed =
          viewer !== undefined &&
          (placements.some((placement) => placement.ownerId === viewer) ||
            (await findUploaderId(deps.db, key)) === viewer);
        if (!allowed) throw notFound();
        cacheControl = PRIVATE_CACHE;
      }
      const body = await readFile(path.join(root, 'horses', request.params.file)).catch(() => undefined);
      if (!body) throw notFound();
      return reply.header('cache-control', cacheControl).type('image/webp').send(body);
    });
  };
