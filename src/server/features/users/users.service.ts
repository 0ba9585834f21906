import type { PublicUser } from '#contract/users.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/app-error.js';
import { findUserById, hasDonated, hasLivePremium } from './users.repository.js';
import { toPublicUser } from './users.views.js';

/** A public profile: anyone may read it, and it never carries private fields. */
export async function showPublicProfile({ db, id }: { db: Executor; id: number }): Promise<PublicUser> {
  const user = await findUserById(db, id);
  // A deleted account keeps a nameless row for others' threads; it has no profile any more.
  // A suspended member's profile is hidden too (issue #18).
  if (!user || user.deletedAt || user.suspendedAt) throw notFound('User not found');
  return toPublicUser(user, await hasLivePremium(db, user.id), await hasDonated(db, user.id));
}
