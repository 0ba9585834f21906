import { SAFETY_MESSAGES, type ReportCreateInput } from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, conflict, notFound } from '#server/platform/http/app-error.js';
import { reportedMemberOfAgreement } from '../agreements/index.js';
import { findHorseForReport } from '../horses/index.js';
import { messageForReport } from '../messages/index.js';
import { referenceForReport } from '../references/index.js';
import { findReview } from '../reviews/index.js';
import { findUserById } from '../users/index.js';
import { insertReport } from './reports.repository.js';

/**
 * The member a report is about, when the reporter can see the item: a member's profile, a visible horse
 * (its owner), a message of their own conversation (its sender), a listed review (its writer), a shown
 * reference (the member it is about), an agreement of their own visit or share once written (the other
 * of its two members; decision 0053).
 */
async function reportedMemberOf(db: Executor, actor: User, input: ReportCreateInput): Promise<number> {
  const missing = () => notFound(SAFETY_MESSAGES.reportTargetMissing);
  switch (input.targetType) {
    case 'member': {
      const member = await findUserById(db, input.targetId);
      if (!member || member.deletedAt) throw missing();
      return member.id;
    }
    case 'horse': {
      const horse = await findHorseForReport(db, input.targetId);
      if (!horse || horse.hidden) throw missing();
      return horse.ownerId;
    }
    case 'message': {
      const message = await messageForReport({ db, id: input.targetId });
      // Someone else's conversation: as if it did not exist.
      if (!message || message.hidden || (message.receiverId !== actor.id && message.senderId !== actor.id))
        throw missing();
      return message.senderId;
    }
    case 'review': {
      const review = await findReview(db, input.targetId);
      if (!review || review.hiddenAt) throw missing();
      return review.reviewerId;
    }
    case 'reference': {
      // About the member who asked for it: the referee has no account (decision 0055).
      const reference = await referenceForReport(db, input.targetId);
      if (!reference || !reference.shown) throw missing();
      return reference.riderId;
    }
    case 'agreement': {
      // Someone else's agreement, or none written yet: as if it did not exist.
      const other = await reportedMemberOfAgreement(db, input.targetId, actor.id);
      if (other === undefined) throw missing();
      return other;
    }
  }
}

/** POST /api/reports: one open report per member and item; the operators see it in the Reports tab. */
export async function createReport({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: ReportCreateInput;
}): Promise<{ id: number; message: string }> {
  const reportedUserId = await reportedMemberOf(db, actor, input);
  if (reportedUserId === actor.id) throw badRequest(SAFETY_MESSAGES.reportSelf);
  const report = await insertReport(db, {
    reporterId: actor.id,
    reportedUserId,
    targetType: input.targetType,
    targetId: input.targetId,
    reason: input.reason,
    detail: input.detail || null,
  });
  if (!report) throw conflict(SAFETY_MESSAGES.alreadyReported);
  return { id: report.id, message: SAFETY_MESSAGES.reported };
}
