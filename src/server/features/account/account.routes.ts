import { AccountDeletionSchema } from '#contract/profile.js';
import { MessageReplySchema } from '#contract/auth.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import { endSession } from '#server/platform/sessions/session.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { deleteAccount, exportMemberData, type AccountDeps } from './account.service.js';

/** The account's dependencies but `onPublicHorseChange`, which the deletion route supplies. */
type AccountRouteDeps = Omit<AccountDeps, 'onPublicHorseChange'> & { secureCookies: boolean };

/** The member's data rights: a copy of everything held about them, and deleting the account. */
export const accountRoutes = defineRoutes((app, deps: AccountRouteDeps) => {
  rawRoute(app, { route: 'GET /api/users/me/export', who: 'member' }, async (_input, { actor, reply }) => {
    const data = await exportMemberData({ db: deps.db, actor });
    const day = data.exportedAt.slice(0, 10);
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="stablemates-my-data-${day}.json"`);
    return JSON.stringify(data, null, 2);
  });

  // A password check: limited like sign-in so it cannot be used to guess passwords.
  const deletionLimit = limitBy(app, 'account-deletion', {
    max: 10,
    timeWindow: '15 minutes',
    key: byAddress,
  });
  const onPublicHorseChange = () => announcePublicHorseChange(app);
  route(
    app,
    {
      route: 'DELETE /api/users/me',
      who: 'member',
      onRequest: deletionLimit,
      body: AccountDeletionSchema,
      response: MessageReplySchema,
    },
    async ({ body }, { actor, request, reply }) => {
      const deleted = await deleteAccount({ ...deps, onPublicHorseChange, actor, input: body });
      // Every session went with the account: this browser's cookie goes too.
      await endSession(deps.db, request, reply, deps.secureCookies);
      return deleted;
    },
  );
});
