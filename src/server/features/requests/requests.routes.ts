import { z } from 'zod';
import {
  REQUEST_ACTIONS,
  RequestAnswerSchema,
  RequestCreateSchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestViewSchema,
} from '#contract/requests.js';
import {
  bodyMayBeLeftOut,
  createdRoute,
  defineRoutes,
  pagedRoute,
  rawRoute,
  route,
} from '#server/platform/http/routes.js';
import { currentUser, requireUser } from '#server/platform/sessions/session.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { browsePauseRoutes } from './browse-pause.routes.js';
import { calendarFeedRoutes } from './calendar-feed.routes.js';
import { shareRoutes } from './share.routes.js';
import { createShare } from './shares.service.js';
import { answerRequest, undoRequest } from './request-answers.service.js';
import {
  createRequest,
  listRequests,
  readRequest,
  visitCalendar,
  type RequestDeps,
} from './requests.service.js';

/**
 * The answers that can move a visit's reviews in or out of a horse's rating (docs/decisions/0040), and
 * those that bring a paused owner's horses back to browse (decision 0057).
 */
const RATING_ROUTES = new Set([
  '/api/requests/:id/cancel',
  '/api/requests/:id/undo',
  '/api/requests/:id/accept',
  '/api/requests/:id/decline',
]);

export const requestsRoutes = defineRoutes(async (app, deps: RequestDeps) => {
  await app.register(calendarFeedRoutes({ db: deps.db }));
  await app.register(shareRoutes(deps));
  await app.register(browsePauseRoutes({ db: deps.db }));
  // A horse's rating shows on the anonymous browse pages, whose short cache must drop it at once.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 300 && RATING_ROUTES.has(request.routeOptions.url ?? '')) {
      announcePublicHorseChange(app);
    }
  });
  createdRoute(
    app,
    '/api/requests',
    { body: RequestCreateSchema, response: RequestViewSchema },
    (input, actor) =>
      input.kind === 'share'
        ? createShare({ ...deps, actor, input })
        : createRequest({ ...deps, actor, input }),
  );

  pagedRoute(
    app,
    '/api/requests',
    { preHandler: requireUser, querystring: RequestListQuerySchema, response: z.array(RequestViewSchema) },
    (input, request) => listRequests({ ...deps, actor: currentUser(request), input }),
  );

  route(
    app,
    {
      route: 'GET /api/requests/:id',
      who: 'member',
      params: RequestIdParamsSchema,
      response: RequestViewSchema,
    },
    async ({ params }, { actor }) => readRequest({ ...deps, actor, id: params.id }),
  );

  for (const action of REQUEST_ACTIONS) {
    route(
      app,
      {
        route: `POST /api/requests/:id/${action}`,
        who: 'member',
        preValidation: bodyMayBeLeftOut,
        params: RequestIdParamsSchema,
        body: RequestAnswerSchema,
        response: RequestViewSchema,
      },
      async ({ params, body }, { actor }) =>
        answerRequest({ ...deps, actor, id: params.id, action, input: body }),
    );
  }
  route(
    app,
    {
      route: 'POST /api/requests/:id/undo',
      who: 'member',
      params: RequestIdParamsSchema,
      response: RequestViewSchema,
    },
    async ({ params }, { actor }) => undoRequest({ ...deps, actor, id: params.id }),
  );

  rawRoute(
    app,
    { route: 'GET /api/requests/:id/calendar.ics', who: 'member', params: RequestIdParamsSchema },
    async ({ params }, { actor, reply }) => {
      const file = await visitCalendar({ ...deps, actor, id: params.id });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
});
