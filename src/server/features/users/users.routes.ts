import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '#contract/ids.js';
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  ProfileImageReplySchema,
  ProfileUpdateSchema,
} from '#contract/profile.js';
import { PublicUserSchema, SessionUserSchema } from '#contract/users.js';
import { forbidden } from '#server/platform/app-error.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { noContentRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { readUpload } from '#server/platform/uploads.js';
import type { ProfileImageDeps } from './profile-images.js';
import { markBrowsed, removeProfileImage, replaceProfileImage, updateProfile } from './profile.service.js';
import { showPublicProfile } from './users.service.js';

const IdParamsSchema = z.object({ id: IdParamSchema('Invalid user id') });

export const usersRoutes =
  (deps: ProfileImageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Public profile: anyone may read it, and it never carries private fields.
    app.get(
      '/api/users/:id',
      { schema: { params: IdParamsSchema, response: { 200: PublicUserSchema } } },
      async (request) => showPublicProfile({ db: deps.db, id: request.params.id }),
    );

    app.put(
      '/api/users/:id',
      {
        preHandler: requireUser,
        schema: { params: IdParamsSchema, body: ProfileUpdateSchema, response: { 200: SessionUserSchema } },
      },
      async (request) =>
        updateProfile({ ...deps, actor: currentUser(request), id: request.params.id, input: request.body }),
    );

    // Every upload costs a decode: a few retries fit, a script may not keep the processor busy.
    const uploadLimit = limitBy(app, 'profile-image-upload', {
      max: 20,
      timeWindow: '10 minutes',
      key: byAddress,
    });
    app.post(
      '/api/users/:id/profile-image',
      {
        onRequest: uploadLimit,
        preHandler: requireUser,
        schema: { params: IdParamsSchema, response: { 200: ProfileImageReplySchema } },
      },
      async (request) => {
        const actor = currentUser(request);
        // Refused before the body is read: nobody uploads to another member's profile.
        if (actor.id !== request.params.id) throw forbidden(PROFILE_MESSAGES.notYourProfile);
        const file = await readUpload(
          request,
          PROFILE_LIMITS.field,
          PROFILE_LIMITS.maxImageBytes,
          PROFILE_MESSAGES.imageTooLarge,
        );
        return replaceProfileImage({ ...deps, actor, id: request.params.id, file });
      },
    );

    app.delete(
      '/api/users/:id/profile-image',
      {
        preHandler: requireUser,
        schema: { params: IdParamsSchema, response: { 200: ProfileImageReplySchema } },
      },
      async (request) => removeProfileImage({ ...deps, actor: currentUser(request), id: request.params.id }),
    );

    noContentRoute(app, 'POST /api/users/:id/mark-browsed', IdParamsSchema, ({ id }, actor) =>
      markBrowsed({ db: deps.db, actor, id }),
    );
  };
