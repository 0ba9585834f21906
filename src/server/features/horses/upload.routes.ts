import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HORSE_LIMITS, HORSE_MESSAGES, UploadImageReplySchema } from '#contract/horses.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { readUpload } from '#server/platform/uploads.js';
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
        const buffer = await readUpload(
          request,
          'horseImage',
          HORSE_LIMITS.maxImageBytes,
          HORSE_MESSAGES.imageTooLarge,
        );
        const imageUrl = await storeHorseImage(deps, buffer, actor.id);
        reply.status(201);
        return { imageUrl };
      },
    );
  };
