import { z } from 'zod';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { defineRoutes, rawRoute } from '#server/platform/http/routes.js';
import { readProfilePhoto } from './profile-images.js';

/** Any text: a name that is no photo's is the service's 404, like any unknown file. */
const PhotoFileParamsSchema = z.object({ file: z.string() });

/**
 * GET /uploads/profiles/{file}, read from the storage (a local folder or a private bucket). Profile photos
 * are shown wherever the member is, so anyone may fetch one; names are random and never reused, so a copy
 * may be cached for a year.
 */
export const profilePhotoFileRoutes = defineRoutes((app, deps: { storage: FileStorage }) => {
  rawRoute(
    app,
    { route: 'GET /uploads/profiles/:file', who: 'anyone', params: PhotoFileParamsSchema },
    async ({ params }, { reply }) => {
      const body = await readProfilePhoto(deps, params.file);
      reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp');
      return body;
    },
  );
});
