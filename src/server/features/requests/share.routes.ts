import type { z } from 'zod';
import { RequestIdParamsSchema, RequestViewSchema, type RequestView } from '#contract/requests.js';
import {
  ShareChangeSchema,
  ShareContinueSchema,
  ShareDayInputSchema,
  ShareEndSchema,
  ShareSkipSchema,
} from '#contract/shares.js';
import type { User } from '#server/db/schema/index.js';
import { bodyMayBeLeftOut, defineRoutes, route } from '#server/platform/http/routes.js';
import type { RequestDeps } from './requests.service.js';
import {
  acceptShareChange,
  answerCarryOn,
  declineShareChange,
  endShare,
  markShareDayMissed,
  proposeShareChange,
  skipShareDay,
} from './share-actions.service.js';

type Handler<I> = (deps: RequestDeps & { actor: User; id: number; input: I }) => Promise<RequestView>;

/** Running a standing share: each call is for the share's two members (contract/shares.ts). */
export const shareRoutes = defineRoutes(async (app, deps: RequestDeps) => {
  /** One POST /api/requests/{id}/<path>, whose body may be left out. */
  function shareCall<I>(path: string, body: z.ZodType<I>, handler: Handler<I>) {
    route(
      app,
      {
        route: `POST /api/requests/:id/${path}`,
        who: 'member',
        preValidation: bodyMayBeLeftOut,
        params: RequestIdParamsSchema,
        body,
        response: RequestViewSchema,
      },
      async ({ params, body: input }, { actor }) => handler({ ...deps, actor, id: params.id, input }),
    );
  }
  shareCall('skip', ShareSkipSchema, skipShareDay);
  shareCall('missed', ShareDayInputSchema, markShareDayMissed);
  shareCall('end', ShareEndSchema, endShare);
  shareCall('continue', ShareContinueSchema, answerCarryOn);
  shareCall('change', ShareChangeSchema, proposeShareChange);
  for (const [path, handler] of [
    ['change/accept', acceptShareChange],
    ['change/decline', declineShareChange],
  ] as const) {
    route(
      app,
      {
        route: `POST /api/requests/:id/${path}`,
        who: 'member',
        params: RequestIdParamsSchema,
        response: RequestViewSchema,
      },
      async ({ params }, { actor }) => handler({ ...deps, actor, id: params.id }),
    );
  }
});
