import {
  LISTING_HIDE_UNDO_MS,
  LISTING_MODERATION_MESSAGES,
  type HideListingInput,
  type ListingModerationReply,
} from '#contract/listing-moderation.js';
import type { Database, Executor } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { conflict, notFound } from '#server/platform/http/app-error.js';
import type { PeriodicJob } from '#server/platform/jobs/periodic-jobs.js';
import { forEachWithWorkers } from '#server/platform/limits/bounded-concurrency.js';
import {
  claimDueHideNotices,
  clearHiddenByModerators,
  lockHorseForModeration,
  markHiddenByModerators,
  type HorseUnderModeration,
} from '../horses/index.js';
import type { TellOfModeration } from '../notifications/index.js';
import { closeReportsOfItem, reopenReportsOfHide } from '../reports/index.js';
import { findUserById } from '../users/index.js';
import { recordDecision } from './audit-log.repository.js';

/** What hiding and showing a listing need besides the admin and the horse. */
export interface ListingModerationDeps {
  db: Database;
  /** Tells the owner (bell, push, e-mail) after the decision committed. */
  tellOfModeration: TellOfModeration;
  /** Public horse replies and the browse cache show the decision at once. */
  onPublicHorseChange: () => void;
  /** How long after a hide its owner is told: the undo minute (config; 0 in the end-to-end journeys). */
  hideNoticeDelayMs: number;
}

type Decision = ListingModerationDeps & { admin: SignedInAdmin; horseId: number };

async function horseOr404(tx: Executor, horseId: number): Promise<NonNullable<HorseUnderModeration>> {
  const horse = await lockHorseForModeration(tx, horseId);
  if (!horse) throw notFound(LISTING_MODERATION_MESSAGES.horseNotFound);
  return horse;
}

/** Whether the owner hides the listing on their own: suspended, or gone (kept for a review). */
async function ownerHidesIt(tx: Executor, ownerId: number): Promise<'suspended' | 'gone' | null> {
  const owner = await findUserById(tx, ownerId);
  if (!owner || owner.deletedAt) return 'gone';
  return owner.suspendedAt ? 'suspended' : null;
}

const undoMsLeft = (hiddenAt: Date, now: number) =>
  Math.max(0, hiddenAt.getTime() + LISTING_HIDE_UNDO_MS - now);

/**
 * Hides a listing for the moderators, inside the caller's transaction (the Users tab, a report, or the
 * report decision's bare "hide"): out of every public list at once, the reason and note kept for the
 * owner, every open report about the horse settled as "hidden", and the audit entry. The owner is told
 * once the undo time has passed (the minute job below). 409 when the moderators hid it already.
 *
 * The reports are settled at the hide's own instant `at`, the one the horse keeps as
 * `hidden_by_moderators_at` while the hide stands, so an undo knows exactly which reports this hide
 * settled: they still carry its decision (status `hidden`, this admin, this instant). Two hides of one
 * horse never share an instant (the horse's row is locked, and a second hide while one stands is
 * refused), and any other decision about a report sets its own. The ids are in the audit entry too, as
 * the record; the undo reads the reports themselves, with no new column and nothing parsed from the log.
 */
export async function hideListingIn(
  tx: Executor,
  entry: {
    admin: SignedInAdmin;
    horseId: number;
    input: HideListingInput;
    at: Date;
    noticeDelayMs: number;
    reportId?: number;
  },
): Promise<void> {
  const { admin, horseId, input, at } = entry;
  const horse = await horseOr404(tx, horseId);
  if (horse.hiddenReason) throw conflict(LISTING_MODERATION_MESSAGES.alreadyHidden);
  const note = input.note || null;
  await markHiddenByModerators(tx, horseId, {
    reason: input.reason,
    note,
    adminId: admin.id,
    at,
    noticeDueAt: new Date(at.getTime() + entry.noticeDelayMs),
  });
  const closed = await closeReportsOfItem(tx, { targetType: 'horse', targetId: horseId }, admin.id, at);
  await recordDecision(tx, {
    admin,
    action: 'listing.hidden',
    targetType: 'horse',
    targetId: horseId,
    detail: {
      ownerId: horse.ownerId,
      reason: input.reason,
      ...(note ? { note } : {}),
      reportsClosed: closed,
      ...(entry.reportId === undefined ? {} : { reportId: entry.reportId }),
    },
  });
}

/** POST /api/admin/horses/{horseId}/hide: the Users tab's and the Reports tab's Hide. */
export async function hideListing(
  deps: Decision & { input: HideListingInput },
): Promise<ListingModerationReply> {
  const at = new Date();
  await deps.db.transaction((tx) =>
    hideListingIn(tx, { ...deps, at, noticeDelayMs: deps.hideNoticeDelayMs }),
  );
  deps.onPublicHorseChange();
  return { horseId: deps.horseId, hidden: true, undoMsLeft: undoMsLeft(at, Date.now()) };
}

/**
 * Takes a hide back: the reason goes and the listing shows again (unless its owner's suspension or
 * leaving hides it). The owner hears only if they were told of the hide. `alsoUndo` is what else the
 * take-back undoes in the same transaction (an undo's reports), with what the audit entry says of it.
 */
async function takeBack(
  deps: Decision,
  check: (horse: NonNullable<HorseUnderModeration>, owner: 'suspended' | 'gone' | null) => void,
  audit: { action: 'listing.unhidden' | 'listing.hide-undone'; detail: Record<string, unknown> },
  alsoUndo?: (tx: Executor, horse: NonNullable<HorseUnderModeration>) => Promise<{ reportsReopened: number }>,
): Promise<ListingModerationReply> {
  const { admin, horseId } = deps;
  const outcome = await deps.db.transaction(async (tx) => {
    const horse = await horseOr404(tx, horseId);
    const owner = await ownerHidesIt(tx, horse.ownerId);
    check(horse, owner);
    const undone = alsoUndo ? await alsoUndo(tx, horse) : undefined;
    await clearHiddenByModerators(tx, horseId, { keepHidden: owner !== null });
    await recordDecision(tx, {
      admin,
      action: audit.action,
      targetType: 'horse',
      targetId: horseId,
      detail: { ownerId: horse.ownerId, reason: horse.hiddenReason, ...audit.detail, ...undone },
    });
    // Told of the hide: no notice is due any more, so the minute job already told them.
    const ownerWasTold = horse.hiddenNoticeDueAt === null;
    return { horse, ownerWasTold, shown: owner === null, undone };
  });
  if (outcome.shown) deps.onPublicHorseChange();
  if (outcome.ownerWasTold)
    await deps.tellOfModeration({
      change: 'listing-shown',
      receiverId: outcome.horse.ownerId,
      horse: { id: outcome.horse.id, name: outcome.horse.name },
    });
  return { horseId, hidden: !outcome.shown, undoMsLeft: 0, ...outcome.undone };
}

/** The checks of Unhide and Undo alike: hidden by the moderators, and an owner who may be listed. */
function mayShowAgain(horse: NonNullable<HorseUnderModeration>, owner: 'suspended' | 'gone' | null) {
  if (!horse.hiddenReason) throw conflict(LISTING_MODERATION_MESSAGES.notHidden);
  if (owner === 'suspended') throw conflict(LISTING_MODERATION_MESSAGES.ownerSuspended);
  if (owner === 'gone') throw conflict(LISTING_MODERATION_MESSAGES.ownerGone);
}

/**
 * POST /api/admin/horses/{horseId}/unhide: shown again, any time, by any admin; the note is logged. The
 * reports the hide settled stay settled: showing a listing again later is a decision of its own, not a
 * sign that the hide was a mistake.
 */
export const unhideListing = (deps: Decision & { note?: string | undefined }) =>
  takeBack(deps, mayShowAgain, {
    action: 'listing.unhidden',
    detail: deps.note ? { note: deps.note } : {},
  });

/**
 * POST /api/admin/horses/{horseId}/undo-hide: the admin who hid it, within LISTING_HIDE_UNDO_MS (real time,
 * as a request's undo). An undo says the hide was a mistake, so the reports it settled are not dealt
 * with: exactly those are open again in the Reports tab (known by the decision they carry; see
 * hideListingIn), and the audit entry says how many. Their reporters were never told of the hide
 * (settling a report tells nobody), so nothing is taken back from them.
 */
export const undoHideListing = (deps: Decision) =>
  takeBack(
    deps,
    (horse, owner) => {
      mayShowAgain(horse, owner);
      const mine = horse.hiddenByAdminId === deps.admin.id;
      if (!mine || !horse.hiddenByModeratorsAt || undoMsLeft(horse.hiddenByModeratorsAt, Date.now()) === 0)
        throw conflict(LISTING_MODERATION_MESSAGES.undoTooLate);
    },
    { action: 'listing.hide-undone', detail: {} },
    async (tx, horse) => {
      // The check above refused a hide with no instant: this admin's hide, at this instant.
      const at = horse.hiddenByModeratorsAt;
      const item = { targetType: 'horse', targetId: horse.id } as const;
      const reopened = at ? await reopenReportsOfHide(tx, item, { adminId: deps.admin.id, at }) : [];
      return { reportsReopened: reopened.length };
    },
  );

/** Hides one run tells at most; the rest wait for the next minute. */
const PER_RUN = 200;

/**
 * The minute job that tells owners of a hide once its undo time has passed (decision 0058), run once
 * across processes by the job lease. Each hide is claimed once, so its owner is told once.
 */
export function listingHideNotices(deps: { db: Database; tellOfModeration: TellOfModeration }): PeriodicJob {
  return {
    name: 'listing-hide-notices',
    everyMs: 60_000,
    run: async (now) => {
      const due = await claimDueHideNotices(deps.db, now, PER_RUN);
      await forEachWithWorkers(due, 4, async (horse) => {
        if (!horse.reason) return;
        await deps.tellOfModeration({
          change: 'listing-hidden',
          receiverId: horse.ownerId,
          horse: { id: horse.id, name: horse.name },
          reason: horse.reason,
          note: horse.note,
        });
      });
    },
  };
}
