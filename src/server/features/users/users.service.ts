import type { PublicUser } from '#contract/users.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { isVerifiedRidingSchool } from '#contract/rules/riding-school.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { findRidingSchoolStanding, findUserById, hasDonated, hasLivePremium } from './users.repository.js';
import { toPublicUser } from './users.views.js';

/** A public profile: anyone may read it, and it never carries private fields. */
export async function showPublicProfile({ db, id }: { db: Executor; id: number }): Promise<PublicUser> {
  const user = await findUserById(db, id);
  // A deleted account keeps a nameless row for others' threads; it has no profile any more.
  // A suspended member's profile is hidden too (issue #18).
  if (!user || user.deletedAt || user.suspendedAt) throw notFound('User not found');
  const premium = await hasLivePremium(db, user.id);
  // The badge's one meaning (decision 0054): checked, insured today, Premium now.
  const school = await findRidingSchoolStanding(db, user.id);
  const verifiedSchool = isVerifiedRidingSchool(school, { today: calendarToday(), premium });
  return toPublicUser(user, premium, await hasDonated(db, user.id), verifiedSchool);
}
