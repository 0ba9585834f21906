import type { RidingSchoolDecisionInput } from '#contract/riding-schools.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { decideRidingSchool, mailRidingSchoolDecided } from '../riding-schools/index.js';
import { findUserById } from '../users/index.js';
import type { PrivateDocuments } from '../verification/index.js';
import { recordDecision } from './audit-log.repository.js';
import type { ModerationDeps } from './moderation.service.js';

/**
 * A moderator decides a riding school's business check (decision 0054): the business's name, its
 * insurance certificate and the expiry day the owner gave. The decision and its audit entry commit
 * together; then the lists show it, the owner is mailed, and a rejected certificate's file is deleted
 * (or, should that fail, swept within the hour).
 */
export async function decideRidingSchoolCheck(
  deps: ModerationDeps & {
    documents: PrivateDocuments;
    admin: SignedInAdmin;
    userId: number;
    input: RidingSchoolDecisionInput;
  },
): Promise<{ userId: number; status: 'verified' | 'rejected' }> {
  const { input, admin, userId } = deps;
  const { before, discardKey } = await deps.db.transaction(async (tx) => {
    const decided = await decideRidingSchool({ db: tx, userId, input });
    await recordDecision(tx, {
      admin,
      action: input.action === 'verified' ? 'riding-school.verified' : 'riding-school.rejected',
      targetType: 'user',
      targetId: userId,
      detail: {
        businessName: decided.before.businessName,
        insuranceExpiresOn: decided.before.insuranceExpiresOn,
        submittedAt: decided.before.submittedAt?.toISOString() ?? null,
        ...(input.action === 'rejected'
          ? { reason: input.reason ?? 'other', ...(input.note ? { note: input.note } : {}) }
          : {}),
      },
    });
    return decided;
  });
  // A verified school's horses join the lists (with Premium); a rejected one's were not in them.
  deps.onPublicHorseChange();
  const outcome =
    input.action === 'verified'
      ? ({ status: 'verified' } as const)
      : ({ status: 'rejected', reason: input.reason ?? 'other', note: input.note || null } as const);
  void findUserById(deps.db, userId)
    .then((owner) => (owner ? mailRidingSchoolDecided(deps.mail, owner, before, outcome) : undefined))
    .catch(deps.onMailError);
  if (discardKey) await deps.documents.discard(discardKey);
  return { userId, status: input.action };
}
