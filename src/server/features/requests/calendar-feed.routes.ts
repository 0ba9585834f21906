import {
  CALENDAR_FEED_PATH,
  CalendarFeedAddressSchema,
  CalendarFeedStatusSchema,
  CalendarFeedTokenParamsSchema,
} from '#contract/visits.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import {
  calendarFeedFile,
  calendarFeedStatus,
  newCalendarFeed,
  stopCalendarFeed,
} from './calendar-feed.service.js';

/** A member's private calendar feed of accepted visits (issue 27). */
export const calendarFeedRoutes = defineRoutes((app, deps: { db: Database }) => {
  route(
    app,
    { route: `GET ${CALENDAR_FEED_PATH}`, who: 'member', response: CalendarFeedStatusSchema },
    async (_input, { actor }) => calendarFeedStatus({ ...deps, actor }),
  );
  route(
    app,
    {
      route: `POST ${CALENDAR_FEED_PATH}`,
      who: 'member',
      response: CalendarFeedAddressSchema,
      status: 201,
    },
    async (_input, { actor }) => newCalendarFeed({ ...deps, actor }),
  );
  route(app, { route: `DELETE ${CALENDAR_FEED_PATH}`, who: 'member' }, async (_input, { actor }) =>
    stopCalendarFeed({ ...deps, actor }),
  );
  // The token is the key: calendar apps fetch this without a session.
  rawRoute(
    app,
    { route: `GET ${CALENDAR_FEED_PATH}/:token`, who: 'anyone', params: CalendarFeedTokenParamsSchema },
    async ({ params }, { reply }) =>
      reply
        .type('text/calendar; charset=utf-8')
        .send(await calendarFeedFile({ ...deps, token: params.token })),
  );
});
