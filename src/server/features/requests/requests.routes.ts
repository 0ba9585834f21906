import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_ACTIONS,
  RequestAnswerSchema,
  RequestCreateSchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestViewSchema,
} from '#contract/requests.js';
import { createdRoute, pagedRoute } from '#server/platform/routes.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { calendarFeedRoutes } from './calendar-feed.routes.js';
import { answerRequest, undoRequest } from './request-answers.service.js';
import { createRequest, listRequests, visitCalendar, type RequestDeps } from './requests.service.js';

export const requestsRoutes =
  (deps: RequestDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(calendarFeedRoutes({ db: deps.db }));
    createdRoute(
      app,
      '/api/requests',
      { body: RequestCreateSchema, response: RequestViewSchema },
      (input, actor) => createRequest({ ...deps, actor, input }),
    );

    pagedRoute(
      app,
      '/api/requests',
      { preHandler: requireUser, querystring: RequestListQuerySchema, response: z.array(RequestViewSchema) },
      (input, request) => listRequests({ ...deps, actor: currentUser(request), input }),
    );

    for (const action of REQUEST_ACTIONS) {
      app.post(
        `/api/requests/:id/${action}`,
        {
          preHandler: requireUser,
          // The body may be left out (no reason given): read as an empty one.
          preValidation: async (request) => {
            request.body ??= {};
          },
          schema: {
            params: RequestIdParamsSchema,
            body: RequestAnswerSchema,
            response: { 200: RequestViewSchema },
          },
        },
        async (request) =>
          answerRequest({
            ...deps,
            actor: currentUser(request),
            id: request.params.id,
            action,
            input: request.body,
          }),
      );
    }
    app.post(
      '/api/requests/:id/undo',
      {
        preHandler: requireUser,
        schema: { params: RequestIdParamsSchema, response: { 200: RequestViewSchema } },
      },
      async (request) => undoRequest({ ...deps, actor: currentUser(request), id: request.params.id }),
    );

    app.get(
      '/api/requests/:id/calendar.ics',
      { preHandler: requireUser, schema: { params: RequestIdParamsSchema } },
      async (request, reply) => {
        const file = await visitCalendar({ ...deps, actor: currentUser(request), id: request.params.id });
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  };
