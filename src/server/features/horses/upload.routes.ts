import { HORSE_LIMITS, HORSE_MESSAGES, photoProblem, UploadImageReplySchema } from '#contract/horses.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { readNamedUpload } from '#server/platform/uploads/multipart.js';
import type { PhotoDeps } from '#server/platform/uploads/stored-photos.js';
import { uploadHorseImage } from './horse-images.js';

export const UPLOAD_LIMITS = { perMember: 20, perAddress: 40 } as const;

/** POST /api/horses/upload-image: multipart field `horseImage` → { imageUrl } (pending until moderated). */
export const horseUploadRoutes = defineRoutes((app, deps: PhotoDeps) => {
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

  route(
    app,
    {
      route: 'POST /api/horses/upload-image',
      who: 'member',
      onRequest: perAddress,
      perMember: [perMember],
      response: UploadImageReplySchema,
      status: 201,
    },
    async (_input, { actor, request }) =>
      uploadHorseImage({
        ...deps,
        actor,
        read: () =>
          readNamedUpload(request, 'horseImage', HORSE_LIMITS.maxImageBytes, (name) =>
            photoProblem(name, HORSE_MESSAGES.imageTooLarge),
          ),
      }),
  );
});
