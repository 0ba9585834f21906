import { BrowsePauseSchema } from '#contract/unanswered.js';
import type { Database } from '#server/db/client.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { browsePauseOf, unpauseByClick } from './unanswered-requests.js';

/**
 * An owner's horses paused from browse while requests wait unanswered (decision 0057): whether they are,
 * and the one click that brings them back.
 */
export const browsePauseRoutes = defineRoutes((app, { db }: { db: Database }) => {
  route(
    app,
    { route: 'GET /api/browse-pause', who: 'member', response: BrowsePauseSchema },
    async (_input, { actor }) => browsePauseOf(db, actor),
  );
  route(
    app,
    { route: 'DELETE /api/browse-pause', who: 'member', response: BrowsePauseSchema },
    async (_input, { actor }) => {
      const pause = await unpauseByClick(db, actor);
      // The horses are back in the anonymous browse pages, whose short cache must drop at once.
      announcePublicHorseChange(app);
      return pause;
    },
  );
});
