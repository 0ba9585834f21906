import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_FEED_PATH,
  CalendarFeedAddressSchema,
  CalendarFeedStatusSchema,
  CalendarFeedTokenParamsSchema,
} from '#contract/visits.js';
import type { Database } from '#server/db/client.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import {
  calendarFeedFile,
  calendarFeedStatus,
  newCalendarFeed,
  stopCalendarFeed,
} from './calendar-feed.service.js';

/** A member's private calendar feed of accepted visits (issue 27). */
export const calendarFeedRoutes =
  (deps: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CALENDAR_FEED_PATH,
      { preHandler: requireUser, schema: { response: { 200: CalendarFeedStatusSchema } } },
      async (request) => calendarFeedStatus({ ...deps, actor: currentUser(request) }),
    );
    app.post(
      CALENDAR_FEED_PATH,
      { preHandler: requireUser, schema: { response: { 201: CalendarFeedAddressSchema } } },
      async (request, reply) =>
        reply.status(201).send(await newCalendarFeed({ ...deps, actor: currentUser(request) })),
    );
    app.delete(CALENDAR_FEED_PATH, { preHandler: requireUser }, async (request, reply) => {
      await stopCalendarFeed({ ...deps, actor: currentUser(request) });
      return reply.status(204).send();
    });
    // The token is the key: calendar apps fetch this without a session.
    app.get(
      `${CALENDAR_FEED_PATH}/:token`,
      { schema: { params: CalendarFeedTokenParamsSchema } },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .send(await calendarFeedFile({ ...deps, token: request.params.token })),
    );
  };
