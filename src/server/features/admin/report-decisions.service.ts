import {
  SAFETY_MESSAGES,
  type AdminReportsQuery,
  type ReportDecisionInput,
  type ReportDecisionReply,
} from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { badRequest, conflict, notFound } from '#server/platform/http/app-error.js';
import { LISTING_HIDE_UNDO_MS } from '#contract/listing-moderation.js';
import { lockHorseForModeration, removeHorsesOfOwner } from '../horses/index.js';
import { hideMessage } from '../messages/index.js';
import {
  closeReport,
  closeReportsOfItem,
  findHorsesUnderOpenReport,
  findReportForUpdate,
  listReports,
} from '../reports/index.js';
import { hideReference } from '../references/index.js';
import { hideReview } from '../reviews/index.js';
import { tellCalledOff } from '../requests/index.js';
import { findUserById } from '../users/index.js';
import { recordDecision } from './audit-log.repository.js';
import { hideListingIn } from './listing-moderation.service.js';
import { mailSuspension } from './moderation-mail.js';
import type { ModerationDeps } from './moderation.service.js';
import { applySuspension } from './suspension.js';

/**
 * A deleted member's horses were kept only for the reports about them (docs/decisions/0024): once no
 * open report is about a horse, it goes with its photos. True when a horse went.
 */
async function removeReviewedHorsesOfDeletedMember(deps: ModerationDeps, memberId: number): Promise<boolean> {
  const member = await findUserById(deps.db, memberId);
  if (!member?.deletedAt) return false;
  const { removed } = await deps.db.transaction(async (tx) =>
    removeHorsesOfOwner({
      db: tx,
      storage: deps.storage,
      log: deps.log,
      ownerId: memberId,
      keepForReview: await findHorsesUnderOpenReport(tx, memberId),
    }),
  );
  return removed > 0;
}

/**
 * A report's bare "hide" of a horse (the Reports tab asks for a reason through the listing's own Hide):
 * hidden by the moderators for "other" reasons, as a photo's bare rejection is (decision 0058). False
 * when the horse is gone or the moderators hid it already: the report is then settled as before.
 */
async function hideReportedListing(
  tx: Executor,
  deps: ModerationDeps & { admin: SignedInAdmin },
  report: { id: number; targetId: number },
): Promise<boolean> {
  const horse = await lockHorseForModeration(tx, report.targetId);
  if (!horse || horse.hiddenReason) return false;
  await hideListingIn(tx, {
    admin: deps.admin,
    horseId: report.targetId,
    input: { reason: 'other' },
    at: new Date(),
    noticeDelayMs: deps.hideNoticeDelayMs ?? LISTING_HIDE_UNDO_MS,
    reportId: report.id,
  });
  return true;
}

/** The Reports tab: open reports first in, or the reviewed ones. */
export const reportsPage = ({ db, input }: { db: Executor; input: AdminReportsQuery }) =>
  listReports(db, input);

/**
 * An admin settles a report: dismiss it, hide the item (a horse, a message, a review, a reference; not a
 * member nor an agreement), or suspend the
 * member it is about (no sign-in, sessions ended, profile and listings hidden, the reason mailed). The
 * decision, its effect and the audit entry commit together.
 */
export async function decideReport(
  deps: ModerationDeps & { admin: SignedInAdmin; id: number; input: ReportDecisionInput },
): Promise<ReportDecisionReply> {
  const { admin, id, input } = deps;
  const outcome = await deps.db.transaction(async (tx) => {
    const report = await findReportForUpdate(tx, id);
    if (!report) throw notFound(SAFETY_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict(SAFETY_MESSAGES.reportClosed);
    const detail = { reportId: report.id, targetType: report.targetType, targetId: report.targetId };
    switch (input.action) {
      case 'dismiss':
        await closeReport(tx, report.id, 'dismissed', admin.id);
        await recordDecision(tx, {
          admin,
          action: 'report.dismissed',
          targetType: 'report',
          targetId: report.id,
          detail,
        });
        return {
          status: 'dismissed' as const,
          changedHorses: false,
          suspendedId: null,
          reportedUserId: report.reportedUserId,
        };
      case 'hide': {
        if (report.targetType === 'member') throw badRequest(SAFETY_MESSAGES.hideMember);
        // An agreement is what the two members agreed: it is not the site's to take away.
        if (report.targetType === 'agreement') throw badRequest(SAFETY_MESSAGES.hideAgreement);
        if (report.targetType === 'horse' && (await hideReportedListing(tx, deps, report)))
          return {
            status: 'hidden' as const,
            changedHorses: true,
            suspendedId: null,
            reportedUserId: report.reportedUserId,
          };
        if (report.targetType === 'message') await hideMessage({ db: tx, id: report.targetId });
        else if (report.targetType === 'reference') await hideReference({ db: tx, id: report.targetId });
        else await hideReview({ db: tx, id: report.targetId });
        const closed = await closeReportsOfItem(tx, report, admin.id);
        await recordDecision(tx, {
          admin,
          action: 'report.hidden',
          targetType: 'report',
          targetId: report.id,
          detail: { ...detail, reportsClosed: closed },
        });
        return {
          status: 'hidden' as const,
          changedHorses: report.targetType === 'horse',
          suspendedId: null,
          reportedUserId: report.reportedUserId,
        };
      }
      case 'suspend': {
        const memberId = report.reportedUserId;
        const calledOff = await applySuspension(tx, {
          admin,
          memberId,
          at: new Date(),
          detail: { ...detail, reason: input.reason ?? '' },
        });
        return {
          status: 'suspended' as const,
          changedHorses: true,
          suspendedId: memberId,
          reportedUserId: memberId,
          calledOff,
        };
      }
    }
  });
  const leftReview = await removeReviewedHorsesOfDeletedMember(deps, outcome.reportedUserId);
  // Hidden or removed listings leave public replies at once.
  if (outcome.changedHorses || leftReview) deps.onPublicHorseChange();
  if (outcome.suspendedId !== null) {
    const reason = input.reason ?? '';
    void findUserById(deps.db, outcome.suspendedId)
      .then((member) => (member ? mailSuspension(deps.mail, member, reason) : undefined))
      .catch(deps.onMailError);
    await tellCalledOff(deps.notify, outcome.calledOff ?? []);
  }
  return { id, status: outcome.status };
}
