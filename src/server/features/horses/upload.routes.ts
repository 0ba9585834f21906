import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HORSE_LIMITS, HORSE_MESSAGES, UploadImageReplySchema } from '../../../contract/horses.js';
import type { FileStorage } from '../../adapters/storage/index.js';
import { badRequest, forbidden, payloadTooLarge } from '../../platform/app-error.js';
import { currentUser, requireUser } from '../../platform/session.js';
import { storeHorseImage } from './horse-images.js';

/** POST /api/horses/upload-image: multipart field `horseImage` → { imageUrl } (pending until moderated). */
export const horseUploadRoutes =
  (deps: { storage: FileStorage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/horses/upload-image',
      { preHandler: requireUser, schema: { response: { 201: UploadImageReplySchema } } },
      async (request, reply) => {
        if (currentUser(request).userType !== 'owner') throw forbidden(HORSE_MESSAGES.notOwner);
        if (!request.isMultipart())
          throw badRequest('Send the image as multipart form data (field horseImage).');
        const file = await request.file({ limits: { fileSize: HORSE_LIMITS.maxImageBytes, files: 1 } });
        if (!file || file.fieldname !== 'horseImage')
          throw badRequest('No image received (field horseImage).');
        const buffer = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(HORSE_MESSAGES.imageTooLarge);
          throw error;
        });
        const imageUrl = await storeHorseImage(deps.storage, buffer);
        reply.status(201);
        return { imageUrl };
      },
    );
  };
