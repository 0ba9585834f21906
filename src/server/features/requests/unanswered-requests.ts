import { UNANSWERED, UNANSWERED_MESSAGES, type BrowsePause } from '#contract/unanswered.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { now as clockNow } from '#server/platform/clock.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { findPausedSince, pauseHorsesOf, unpauseHorsesOf } from '../horses/index.js';
import { findUserById } from '../users/index.js';
import { arrangementNotice } from './request-notices.js';
import { showRequest, type RequestDeps } from './requests.service.js';
import {
  claimUnansweredToTell,
  countUnansweredOf,
  excuseUnansweredOf,
  findOwnersToPause,
} from './unanswered.repository.js';

export interface UnansweredDeps extends RequestDeps {
  /** Drops the anonymous browse pages' short cache once horses were paused (app.ts hands it in). */
  onPublicHorseChange?: () => void;
}

/** Requests asked at or before this instant have waited long enough to be unanswered at `now`. */
const cutoffAt = (now: Date) => new Date(now.getTime() - UNANSWERED.afterHours * 3_600_000);

/** Where the paused owner's notice leads: My Horses, with its banner and "Unpause my horses". */
const MY_HORSES = '/my-profile?section=horses';

/**
 * Requests nobody answers (decision 0057), kept by the hourly housekeeping; every step is idempotent, so
 * an hour run twice or missed changes nothing.
 *
 * 1. Each requester whose request has waited three days unanswered is told, once (the row is claimed
 *    before the notice goes), with a link to the request, where they may withdraw it.
 * 2. An owner with UNANSWERED.pauseAt or more such requests, none of them excused by an earlier un-pause,
 *    has every horse paused from browse and search, and is told why the first time (a horse added while
 *    paused is paused at the next run, without a second notice).
 */
export async function keepUnansweredRequests(deps: UnansweredDeps, now = clockNow()): Promise<void> {
  const cutoff = cutoffAt(now);
  const toTell = await claimUnansweredToTell(deps.db, cutoff, now);
  await tryEach(toTell, async (request) => {
    const owner = await findUserById(deps.db, request.ownerId);
    if (!owner) return;
    const view = await showRequest(deps.db, request.id);
    await deps.notify?.(
      arrangementNotice(view, {
        change: 'unanswered',
        sender: owner,
        receiverId: request.requesterId,
        detail: UNANSWERED_MESSAGES.toldDetail,
      }),
    );
  });
  const owners = await findOwnersToPause(deps.db, cutoff, UNANSWERED.pauseAt);
  await tryEach(owners, async ({ ownerId, waiting, oldestId }) => {
    const wasPaused = (await findPausedSince(deps.db, ownerId)) !== null;
    if ((await pauseHorsesOf(deps.db, ownerId, now)) === 0) return;
    deps.onPublicHorseChange?.();
    if (wasPaused) return;
    const owner = await findUserById(deps.db, ownerId);
    if (!owner) return;
    await tellPaused(deps, owner, oldestId, waiting);
  });
}

async function tellPaused(deps: RequestDeps, owner: User, requestId: number, waiting: number) {
  const view = await showRequest(deps.db, requestId);
  await deps.notify?.(
    arrangementNotice(view, {
      change: 'paused',
      sender: owner,
      receiverId: owner.id,
      detail: UNANSWERED_MESSAGES.pausedDetail(waiting),
      link: MY_HORSES,
    }),
  );
}

/**
 * The owner's horses come back to browse (the owner's "Unpause", or answering a request), inside the
 * caller's transaction. Only when some were paused: then every request of theirs waiting three days or
 * more is excused from counting toward another pause, so the next hour does not pause them again for the
 * same requests (decision 0057). Answering while not paused excuses nothing. Whether any came back.
 */
export async function unpauseOwner(db: Executor, ownerId: number, now = clockNow()): Promise<boolean> {
  if ((await unpauseHorsesOf(db, ownerId)) === 0) return false;
  await excuseUnansweredOf(db, ownerId, cutoffAt(now), now);
  return true;
}

/** GET /api/browse-pause: whether the member's horses are paused, since when, and how many wait. */
export async function browsePauseOf(db: Executor, actor: User): Promise<BrowsePause> {
  const since = await findPausedSince(db, actor.id);
  return {
    paused: since !== null,
    pausedAt: since?.toISOString() ?? null,
    unanswered: await countUnansweredOf(db, actor.id, cutoffAt(clockNow())),
  };
}

/** DELETE /api/browse-pause: the owner's one click; what the banner reads after it. */
export async function unpauseByClick(db: Database, actor: User): Promise<BrowsePause> {
  await db.transaction((tx) => unpauseOwner(tx, actor.id));
  return browsePauseOf(db, actor);
}

/** The hourly task (app.ts adds it to the housekeeping tasks). */
export function unansweredRequests(deps: UnansweredDeps): HousekeepingTask {
  return () => keepUnansweredRequests(deps);
}
