import { BlockedMemberListSchema, BlockedUserParamsSchema } from '#contract/safety.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { listBlockedMembers, setBlock, type BlockDeps } from './blocks.service.js';

export const blocksRoutes = defineRoutes((app, deps: BlockDeps) => {
  const { db } = deps;
  route(
    app,
    { route: 'GET /api/blocks', who: 'member', response: BlockedMemberListSchema },
    async (_input, { actor }) => listBlockedMembers({ db, actor }),
  );

  // PUT blocks, DELETE unblocks; both answer 204 with no body.
  for (const [method, blocked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    route(
      app,
      { route: `${method} /api/blocks/:userId`, who: 'member', params: BlockedUserParamsSchema },
      async ({ params }, { actor }) => setBlock({ ...deps, actor, id: params.userId, blocked }),
    );
  }
});
