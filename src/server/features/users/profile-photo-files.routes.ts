import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { notFound } from '#server/platform/app-error.js';

/** A profile photo's name as stored: hex and the webp suffix, so no path can escape the folder. */
const FILE_NAME = /^[0-9a-f]+\.webp$/;

/**
 * GET /uploads/profiles/{file}, read from the storage (a local folder or a private bucket). Profile photos
 * are shown wherever the member is, so anyone may fetch one; names are random and never reused, so a copy
 * may be cached for a year.
 */
export const profilePhotoFileRoutes =
  (deps: { storage: FileStorage }): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { file: string } }>('/uploads/profiles/:file', async (request, reply) => {
      if (!FILE_NAME.test(request.params.file)) throw notFound();
      const body = await deps.storage.read(`profiles/${request.params.file}`);
      if (!body) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(body);
    });
  };
