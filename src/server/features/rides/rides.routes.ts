import { z } from 'zod';
import { RequestIdParamsSchema } from '#contract/requests.js';
import {
  DiaryEntrySchema,
  DiaryReplyInputSchema,
  DiaryReplySchema,
  RideExtendSchema,
  RideIdParamsSchema,
  RideNoteSchema,
  RideStartSchema,
  RideViewSchema,
} from '#contract/rides.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { readDiary, replyInDiary, writeRideNote } from './diary.service.js';
import { comeBack, extendRide, listRides, startRide, type RideDeps } from './rides.service.js';

/** Rides out and the diary, for a visit's or share's two members (contract/rides.ts, decision 0056). */
export const ridesRoutes = defineRoutes((app, deps: RideDeps) => {
  const member = 'member' as const;
  route(
    app,
    {
      route: 'POST /api/requests/:id/rides',
      who: member,
      params: RequestIdParamsSchema,
      body: RideStartSchema,
      response: RideViewSchema,
      status: 201,
    },
    async ({ params, body }, { actor }) => startRide({ ...deps, actor, id: params.id, input: body }),
  );
  route(
    app,
    {
      route: 'GET /api/requests/:id/rides',
      who: member,
      params: RequestIdParamsSchema,
      response: z.array(RideViewSchema),
    },
    async ({ params }, { actor }) => listRides({ ...deps, actor, id: params.id, input: undefined }),
  );
  route(
    app,
    { route: 'POST /api/rides/:id/back', who: member, params: RideIdParamsSchema, response: RideViewSchema },
    async ({ params }, { actor }) => comeBack({ ...deps, actor, id: params.id, input: undefined }),
  );
  route(
    app,
    {
      route: 'POST /api/rides/:id/extend',
      who: member,
      params: RideIdParamsSchema,
      body: RideExtendSchema,
      response: RideViewSchema,
    },
    async ({ params, body }, { actor }) => extendRide({ ...deps, actor, id: params.id, input: body }),
  );
  route(
    app,
    {
      route: 'POST /api/rides/:id/note',
      who: member,
      params: RideIdParamsSchema,
      body: RideNoteSchema,
      response: DiaryEntrySchema,
      status: 201,
    },
    async ({ params, body }, { actor }) => writeRideNote({ ...deps, actor, id: params.id, input: body }),
  );
  route(
    app,
    {
      route: 'GET /api/requests/:id/diary',
      who: member,
      params: RequestIdParamsSchema,
      response: z.array(DiaryEntrySchema),
    },
    async ({ params }, { actor }) => readDiary({ ...deps, actor, id: params.id, input: undefined }),
  );
  route(
    app,
    {
      route: 'POST /api/requests/:id/diary',
      who: member,
      params: RequestIdParamsSchema,
      body: DiaryReplyInputSchema,
      response: DiaryReplySchema,
      status: 201,
    },
    async ({ params, body }, { actor }) => replyInDiary({ ...deps, actor, id: params.id, input: body }),
  );
});
