import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HORSE_LIMITS, HORSE_MESSAGES, photoProblem, UploadImageReplySchema } from '#contract/horses.js';
import { AppError } from '#server/platform/app-error.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { readNamedUpload } from '#server/platform/uploads.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { storeHorseImage, type PhotoDeps } from './horse-images.js';
import { assertCanListHorses } from './horse-permissions.js';

export const UPLOAD_LIMITS = { perMember: 20, perAddress: 40 } as const;

/** POST /api/horses/upload-image: multipart field `horseImage` → { imageUrl } (pending until moderated). */
export const horseUploadRoutes =
  (deps: PhotoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A listing needs five photos; a few retries and several horses fit well within these. Every upload
    // costs a decode, so a script may not keep the processor busy (per member, and per address for one
    // machine with many accounts). Counted before the body is read.
    const perAddress = limitBy(app, 'horse-upload-address', {
      max: UPLOAD_LIMITS.perAddress,
      timeWindow: '10 minutes',
      key: byAddress,
    });
    const perMember = limitBy(app, 'horse-upload-member', {
      max: UPLOAD_LIMITS.perMember,
      timeWindow: '10 minutes',
      key: (request) => String(request.currentUser?.id),
    });

    app.post(
      '/api/horses/upload-image',
      {
        onRequest: perAddress,
        preHandler: [requireUser, perMember],
        schema: { response: { 201: UploadImageReplySchema } },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        assertCanListHorses(actor);
        const { buffer, fileName } = await readNamedUpload(
          request,
          'horseImage',
          HORSE_LIMITS.maxImageBytes,
          (name) => photoProblem(name, HORSE_MESSAGES.imageTooLarge),
        );
        const imageUrl = await storeHorseImage(deps, buffer, actor.id).catch((error: unknown) => {
          // A file refused for what it is (not a picture, too many pixels) is named (issue 32).
          if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 415))
            throw new AppError(error.statusCode, photoProblem(fileName, error.message));
          throw error;
        });
        reply.status(201);
        return { imageUrl };
      },
    );
  };
