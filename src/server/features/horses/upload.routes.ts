import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HORSE_LIMITS, HORSE_MESSAGES, UploadImageReplySchema } from '#contract/horses.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import { readUpload } from '#server/platform/uploads.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { storeHorseImage } from './horse-images.js';
import { assertCanListHorses } from './horse-permissions.js';

/** POST /api/horses/upload-image: multipart field `horseImage` → { imageUrl } (pending until moderated). */
export const horseUploadRoutes =
  (deps: { storage: FileStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/horses/upload-image',
      { preHandler: requireUser, schema: { response: { 201: UploadImageReplySchema } } },
      async (request, reply) => {
        const actor = currentUser(request);
        assertCanListHorses(actor);
        const buffer = await readUpload(
          request,
          'horseImage',
          HORSE_LIMITS.maxImageBytes,
          HORSE_MESSAGES.imageTooLarge,
        );
        const imageUrl = await storeHorseImage(deps.storage, buffer, actor.id);
        reply.status(201);
        return { imageUrl };
      },
    );
  };
