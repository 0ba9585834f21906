import { z } from 'zod';
import {
  AvailabilitySlotCreateSchema,
  AvailabilitySlotIdParamsSchema,
  AvailabilitySlotListQuerySchema,
  AvailabilitySlotSchema,
  AvailabilitySlotUpdateSchema,
  QuickSetupSchema,
} from '#contract/availability.js';
import type { Database } from '#server/db/client.js';
import { announceEveryWrite } from '#server/features/horses/index.js';
import {
  createdRoute,
  defineRoutes,
  editRoute,
  noContentRoute,
  pagedRoute,
  route,
} from '#server/platform/http/routes.js';
import {
  applyQuickSetup,
  createSlot,
  editSlot,
  extendSlot,
  listSlots,
  removeSlot,
} from './availability.service.js';

const SlotListSchema = z.array(AvailabilitySlotSchema);

export const availabilityRoutes = defineRoutes((app, deps: { db: Database }) => {
  // A horse's free weekdays show on the anonymous browse pages, whose short cache must drop them at once.
  announceEveryWrite(app);

  pagedRoute(
    app,
    '/api/availability-slots',
    { querystring: AvailabilitySlotListQuerySchema, response: SlotListSchema },
    (input, request) => listSlots({ ...deps, input, viewer: request.currentUser ?? null }),
  );

  createdRoute(
    app,
    '/api/availability-slots',
    { body: AvailabilitySlotCreateSchema, response: AvailabilitySlotSchema },
    (input, actor) => createSlot({ ...deps, actor, input }),
  );
  createdRoute(
    app,
    '/api/availability-slots/quick-setup',
    { body: QuickSetupSchema, response: SlotListSchema },
    (input, actor) => applyQuickSetup({ ...deps, actor, input }),
  );

  editRoute(
    app,
    '/api/availability-slots/:id',
    {
      params: AvailabilitySlotIdParamsSchema,
      body: AvailabilitySlotUpdateSchema,
      response: AvailabilitySlotSchema,
    },
    (input, { id }, actor) => editSlot({ ...deps, actor, id, input }),
  );

  route(
    app,
    {
      route: 'POST /api/availability-slots/:id/extend',
      who: 'member',
      params: AvailabilitySlotIdParamsSchema,
      response: AvailabilitySlotSchema,
    },
    ({ params }, { actor }) => extendSlot({ ...deps, actor, id: params.id }),
  );

  noContentRoute(app, 'DELETE /api/availability-slots/:id', AvailabilitySlotIdParamsSchema, ({ id }, actor) =>
    removeSlot({ ...deps, actor, id }),
  );
});
