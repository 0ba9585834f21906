import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '#contract/ids.js';
import { PublicUserSchema } from '#contract/users.js';
import type { Database } from '#server/db/client.js';
import { showPublicProfile } from './users.service.js';

const IdParamsSchema = z.object({ id: IdParamSchema('Invalid user id') });

export const usersRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Public profile: anyone may read it, and it never carries private fields.
    app.get(
      '/api/users/:id',
      { schema: { params: IdParamsSchema, response: { 200: PublicUserSchema } } },
      async (request) => showPublicProfile({ db, id: request.params.id }),
    );
  };
