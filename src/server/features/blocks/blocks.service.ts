import { SAFETY_MESSAGES, type BlockedMember } from '#contract/safety.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, forbidden, notFound } from '#server/platform/http/app-error.js';
import type { ArrangementEvent, Notify } from '../notifications/index.js';
import { findUnreachableIds, findUserById, findUserCards } from '../users/index.js';
import {
  deleteBlock,
  findBlockedIds,
  findBlockerIds,
  insertBlock,
  isBlockedEitherWay,
} from './blocks.repository.js';

/** What a block does to the two members' visits and shares: the requests feature's, handed in by app.ts. */
export type CallOffBetween = (
  tx: Executor,
  blockerId: number,
  blockedId: number,
) => Promise<ArrangementEvent[]>;

export interface BlockDeps {
  db: Database;
  callOff: CallOffBetween;
  notify?: Notify;
}

/**
 * The signed-in member blocks another (neither can then message or enquire to the other) or lifts their
 * own block. Either is idempotent; unblocking names only the caller's own block, so it needs no checks.
 * A block calls off the visits and shares between the two that are still to come, in the same
 * transaction, and the other member is told it is off (not why: decision 0052).
 */
export async function setBlock({
  db,
  callOff,
  notify,
  actor,
  id,
  blocked,
}: BlockDeps & { actor: User; id: number; blocked: boolean }): Promise<void> {
  if (!blocked) return deleteBlock(db, actor.id, id);
  if (id === actor.id) throw badRequest(SAFETY_MESSAGES.blockSelf);
  const other = await findUserById(db, id);
  if (!other || other.deletedAt) throw notFound(SAFETY_MESSAGES.blockTargetMissing);
  const calledOff = await db.transaction(async (tx) => {
    await insertBlock(tx, actor.id, id);
    return callOff(tx, actor.id, id);
  });
  for (const notice of calledOff) await notify?.(notice);
}

/** "Blocked members" in My Profile. */
export async function listBlockedMembers({
  db,
  actor,
}: {
  db: Executor;
  actor: User;
}): Promise<BlockedMember[]> {
  const ids = await findBlockedIds(db, actor.id);
  const cards = new Map((await findUserCards(db, ids)).map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}

/** The ids a member blocked: lists leave them out. */
export const blockedIdsOf = ({ db, actor }: { db: Executor; actor: { id: number } }) =>
  findBlockedIds(db, actor.id);

/**
 * Refuses contact from member `a` to member `b` (a message, an enquiry, a request) when `b` deleted their
 * account or was suspended (nobody would read it: docs/decisions/0024), or when either blocked the other,
 * with the same neutral words either way round: the blocked member is not told they were blocked.
 */
export async function assertMayContact(db: Executor, a: number, b: number): Promise<void> {
  const other = await findUserById(db, b);
  if (!other || other.deletedAt || other.suspendedAt) throw forbidden(SAFETY_MESSAGES.memberUnavailable);
  if (await isBlockedEitherWay(db, a, b)) throw forbidden(SAFETY_MESSAGES.cannotContact);
}

export const eitherBlocked = (db: Executor, a: number, b: number) => isBlockedEitherWay(db, a, b);

/**
 * Of the members `ids`, those `actorId` can no longer write to: deleted, suspended, or having blocked
 * the actor (a thread then says they are no longer available instead of offering a box that fails).
 */
export async function unreachableAmong(db: Executor, actorId: number, ids: number[]): Promise<Set<number>> {
  const [gone, blockers] = await Promise.all([findUnreachableIds(db, ids), findBlockerIds(db, actorId)]);
  return new Set(ids.filter((id) => gone.has(id) || blockers.has(id)));
}
