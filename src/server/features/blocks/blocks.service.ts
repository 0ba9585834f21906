import { SAFETY_MESSAGES, type BlockedMember } from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import type { ActorOnId } from '#server/platform/session.js';
import { badRequest, forbidden, notFound } from '#server/platform/app-error.js';
import { findUserById, findUserCards } from '../users/index.js';
import { deleteBlock, findBlockedIds, insertBlock, isBlockedEitherWay } from './blocks.repository.js';

/**
 * The signed-in member blocks another (neither can then message or enquire to the other) or lifts their
 * own block. Either is idempotent; unblocking names only the caller's own block, so it needs no checks.
 */
export async function setBlock({ db, actor, id, blocked }: ActorOnId & { blocked: boolean }): Promise<void> {
  if (!blocked) return deleteBlock(db, actor.id, id);
  if (id === actor.id) throw badRequest(SAFETY_MESSAGES.blockSelf);
  const other = await findUserById(db, id);
  if (!other || other.deletedAt) throw notFound(SAFETY_MESSAGES.blockTargetMissing);
  await insertBlock(db, actor.id, id);
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
