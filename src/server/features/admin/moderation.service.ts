import type { ApproveImageInput, ApproveVerificationInput } from '#contract/admin.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { decideHorseImage, discardPreviewOf, type ErrorLog } from '../horses/index.js';
import type { Notify } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import { decideVerification, type PrivateDocuments } from '../verification/index.js';
import { recordDecision } from './audit-log.repository.js';
import { mailPhotoRejected, mailVerificationDecided, type VerificationOutcome } from './moderation-mail.js';

export interface ModerationDeps {
  db: Database;
  /** Horse photos: a deleted member's horse kept for a report goes, photos and all, once reviewed. */
  storage: FileStorage;
  mail: SiteMail;
  /** Mail goes out after the decision is committed, without holding up the reply; failures land here. */
  onMailError: (error: unknown) => void;
  /**
   * Told after a decision that changed what the public sees of horses has committed (a photo decided,
   * listings hidden or shown): public replies and the browse cache show it at once.
   */
  onPublicHorseChange: () => void;
  /** Where a file that could not be deleted after a committed decision is told. */
  log: ErrorLog;
  /** Tells the other member of each visit or share a suspension called off (decision 0052). */
  notify?: Notify;
  /** How long after a hide its owner is told (decision 0058); the undo minute when not given. */
  hideNoticeDelayMs?: number;
}

/** An admin approves or rejects one photo; the decision and its audit entry commit together. */
export async function decideImage(
  deps: ModerationDeps & { admin: SignedInAdmin; input: ApproveImageInput },
): Promise<{ horseId: number; imageIndex: number; imageApprovalStatus: 'approved' | 'rejected' }> {
  const { input, admin } = deps;
  // A rejection sent without a reason (the specification's body has none) is recorded as "other".
  const reason = input.action === 'rejected' ? (input.reason ?? 'other') : undefined;
  const horse = await deps.db.transaction(async (tx) => {
    const decided = await decideHorseImage({
      db: tx,
      input: {
        horseId: input.horseId,
        imageIndex: input.imageIndex,
        imageUrl: input.imageUrl,
        status: input.action,
      },
    });
    await recordDecision(tx, {
      admin,
      action: input.action === 'approved' ? 'image.approved' : 'image.rejected',
      targetType: 'horse-image',
      targetId: input.horseId,
      // The URL decided, even when the admin sent only the index: the owner's page reads the reason by URL.
      detail: { imageIndex: input.imageIndex, imageUrl: decided.imageUrl, ...(reason ? { reason } : {}) },
    });
    return decided;
  });
  deps.onPublicHorseChange();
  // A rejected photo is no longer a cover anyone may preview: its link-preview crop goes (decision 0049).
  if (input.action === 'rejected') await discardPreviewOf(deps, horse.imageUrl);
  if (reason) {
    void findUserById(deps.db, horse.ownerId)
      .then((owner) => (owner ? mailPhotoRejected(deps.mail, owner, horse, reason) : undefined))
      .catch(deps.onMailError);
  }
  return { horseId: horse.id, imageIndex: input.imageIndex, imageApprovalStatus: input.action };
}

/**
 * An admin decides a member's verification: a pending check is verified or rejected, or a verified
 * member's verification is withdrawn (a rejection of a verified member: docs/product.md §M2, Admin
 * dashboard; decision 0044). The member is told by mail. The decision and who made it stay (the member's
 * status, the audit log, where a withdrawal is the rejection whose `previousStatus` is `verified`); the
 * document itself is deleted once decided.
 */
export async function decideMemberVerification(
  deps: ModerationDeps & {
    documents: PrivateDocuments;
    admin: SignedInAdmin;
    input: ApproveVerificationInput;
  },
): Promise<{ userId: number; verificationStatus: 'verified' | 'rejected' }> {
  const { input, admin } = deps;
  // A rejection sent without a reason (the specification's body has none) is recorded as "other".
  const why =
    input.action === 'rejected'
      ? { reason: input.reason ?? ('other' as const), note: input.note || undefined }
      : null;
  const decided = await deps.db.transaction(async (tx) => {
    const made = await decideVerification({
      db: tx,
      userId: input.userId,
      action: input.action,
      currentStatus: input.currentStatus,
      submittedAt: input.submittedAt,
    });
    await recordDecision(tx, {
      admin,
      action: input.action === 'verified' ? 'verification.verified' : 'verification.rejected',
      targetType: 'user',
      targetId: input.userId,
      detail: {
        previousStatus: made.previousStatus,
        submittedAt: made.user.verificationSubmittedAt?.toISOString() ?? null,
        documentDeleted: made.documentKey !== null,
        ...(why ? { reason: why.reason, ...(why.note ? { note: why.note } : {}) } : {}),
      },
    });
    return made;
  });
  const { user: member, documentKey, previousStatus } = decided;
  // The Verified mark rides on every horse reply's owner: lists kept for visitors show the change at once.
  if (input.action === 'verified' || previousStatus === 'verified') deps.onPublicHorseChange();
  const outcome: VerificationOutcome = why
    ? { status: previousStatus === 'verified' ? 'revoked' : 'rejected', ...why }
    : { status: 'verified' };
  void mailVerificationDecided(deps.mail, member, outcome).catch(deps.onMailError);
  // Last, once the decision is stored and told. The decision stands whether or not the file goes: one that
  // cannot be deleted now is logged, and no row names it any more, so the hourly sweep deletes it
  // (verification/unheld-documents.ts).
  if (documentKey) await deps.documents.discard(documentKey);
  return { userId: member.id, verificationStatus: input.action };
}
