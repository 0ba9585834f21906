import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { currentUser, requireUser } from '#server/platform/session.js';
import { applyQuickSetup, createSlot, editSlot, listSlots, removeSlot } from './availability.service.js';

const SlotListSchema = z.array(AvailabilitySlotSchema);

export const availabilityRoutes =
  (deps: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/availability-slots',
      { schema: { querystring: AvailabilitySlotListQuerySchema, response: { 200: SlotListSchema } } },
      async (request, reply) => {
        const { slots, total } = await listSlots({ ...deps, input: request.query });
        reply.header('x-total-count', String(total));
        return slots;
      },
    );

    app.post(
      '/api/availability-slots',
      {
        preHandler: requireUser,
        schema: { body: AvailabilitySlotCreateSchema, response: { 201: AvailabilitySlotSchema } },
      },
      async (request, reply) => {
        const slot = await createSlot({ ...deps, actor: currentUser(request), input: request.body });
        reply.status(201);
        return slot;
      },
    );

    app.post(
      '/api/availability-slots/quick-setup',
      { preHandler: requireUser, schema: { body: QuickSetupSchema, response: { 201: SlotListSchema } } },
      async (request, reply) => {
        const slots = await applyQuickSetup({ ...deps, actor: currentUser(request), input: request.body });
        reply.status(201);
        return slots;
      },
    );

    app.put(
      '/api/availability-slots/:id',
      {
        preHandler: requireUser,
        schema: {
          params: AvailabilitySlotIdParamsSchema,
          body: AvailabilitySlotUpdateSchema,
          response: { 200: AvailabilitySlotSchema },
        },
      },
      async (request) =>
        editSlot({ ...deps, actor: currentUser(request), id: request.params.id, input: request.body }),
    );

    app.delete(
      '/api/availability-slots/:id',
      { preHandler: requireUser, schema: { params: AvailabilitySlotIdParamsSchema } },
      async (request, reply) => {
        await removeSlot({ ...deps, actor: currentUser(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
