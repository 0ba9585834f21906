import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  ProfileImageReplySchema,
  ProfileUpdateSchema,
} from '#contract/profile.js';
import { PublicUserSchema, SessionUserSchema, UserParamsSchema } from '#contract/users.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import {
  defineRoutes,
  editRoute,
  noContentRoute,
  ownUploadRoute,
  route,
} from '#server/platform/http/routes.js';
import type { PhotoDeps } from '#server/platform/uploads/stored-photos.js';
import { markBrowsed, removeProfileImage, replaceProfileImage, updateProfile } from './profile.service.js';
import { showPublicProfile } from './users.service.js';

export const usersRoutes = defineRoutes((app, deps: PhotoDeps) => {
  // Public profile: anyone may read it, and it never carries private fields.
  route(
    app,
    { route: 'GET /api/users/:id', who: 'anyone', params: UserParamsSchema, response: PublicUserSchema },
    ({ params }) => showPublicProfile({ db: deps.db, id: params.id }),
  );

  editRoute(
    app,
    '/api/users/:id',
    { params: UserParamsSchema, body: ProfileUpdateSchema, response: SessionUserSchema },
    (input, { id }, actor) => updateProfile({ ...deps, actor, id, input }),
  );

  // Every upload costs a decode: a few retries fit, a script may not keep the processor busy.
  const uploadLimit = limitBy(app, 'profile-image-upload', {
    max: 20,
    timeWindow: '10 minutes',
    key: byAddress,
  });
  ownUploadRoute(
    app,
    '/api/users/:id/profile-image',
    {
      onRequest: uploadLimit,
      response: ProfileImageReplySchema,
      upload: {
        field: PROFILE_LIMITS.field,
        maxBytes: PROFILE_LIMITS.maxImageBytes,
        tooLarge: PROFILE_MESSAGES.imageTooLarge,
        notYours: PROFILE_MESSAGES.notYourProfile,
      },
    },
    (file, actor) => replaceProfileImage({ ...deps, actor, id: actor.id, file }),
  );

  route(
    app,
    {
      route: 'DELETE /api/users/:id/profile-image',
      who: 'member',
      params: UserParamsSchema,
      response: ProfileImageReplySchema,
    },
    ({ params }, { actor }) => removeProfileImage({ ...deps, actor, id: params.id }),
  );

  noContentRoute(app, 'POST /api/users/:id/mark-browsed', UserParamsSchema, ({ id }, actor) =>
    markBrowsed({ db: deps.db, actor, id }),
  );
});
