import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  availabilitySlots,
  blocks,
  calendarFeeds,
  contactMessages,
  emailVerificationTokens,
  horses,
  conversationNotices,
  notices,
  pendingMessageNotices,
  messageNotices,
  threadNotices,
  pushSubscriptions,
  ridingSchools,
  passwordResetTokens,
  registrationSessions,
  requestOfMember,
  requests,
  savedHorses,
  riderReferences,
  savedSearches,
  yardDetails,
} from '#server/db/schema/index.js';
import { rowsUnderMemberAddress } from './member-address.repository.js';

/**
 * Accepted visits and shares of the owner's horses still to come (today counts; a share with no end yet
 * runs on): the owner is told first.
 */
export async function countFutureAcceptedVisits(
  db: Executor,
  ownerId: number,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(requests)
    .where(
      and(
        eq(requests.ownerId, ownerId),
        eq(requests.status, 'accepted'),
        or(
          gte(sql`coalesce(${requests.endDate}, ${requests.startDate})`, today),
          and(eq(requests.kind, 'share'), isNull(requests.endDate)),
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The personal rows deletion removes outright; the tables' own features have no call for it yet (their
 * rows would otherwise outlive the account, because the member's row stays as a tombstone). Which table
 * is treated how is listed in personal-data-map.ts; its test proves this function keeps to it.
 */
export async function deletePersonalRows(
  db: Executor,
  member: { id: number; email: string; emailVerifiedAt: Date | null },
): Promise<void> {
  const userId = member.id;
  // Horses kept for a report's review (the others are gone by now) lose their calendar and yard notes.
  const keptHorses = db.select({ id: horses.id }).from(horses).where(eq(horses.ownerId, userId));
  await db.delete(availabilitySlots).where(inArray(availabilitySlots.horseId, keptHorses));
  await db.delete(yardDetails).where(inArray(yardDetails.horseId, keptHorses));
  await db.delete(requests).where(requestOfMember(userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await db
    .delete(conversationNotices)
    .where(or(eq(conversationNotices.receiverId, userId), eq(conversationNotices.senderId, userId)));
  await db.delete(notices).where(eq(notices.userId, userId));
  await db
    .delete(pendingMessageNotices)
    .where(or(eq(pendingMessageNotices.receiverId, userId), eq(pendingMessageNotices.senderId, userId)));
  // Retired tables, still written by the previous release during a rolling restart (decision 0043).
  await db
    .delete(threadNotices)
    .where(or(eq(threadNotices.receiverId, userId), eq(threadNotices.senderId, userId)));
  await db
    .delete(messageNotices)
    .where(or(eq(messageNotices.receiverId, userId), eq(messageNotices.senderId, userId)));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await db.delete(savedHorses).where(eq(savedHorses.userId, userId));
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await db.delete(riderReferences).where(eq(riderReferences.riderId, userId));
  // The riding school's row; its certificate file, no longer named, is swept within the hour (decision 0054).
  await db.delete(ridingSchools).where(eq(ridingSchools.userId, userId));
  // Rows under the address, only once the member confirmed it (as in the export): an unconfirmed
  // account's deletion never takes what someone else typed under that address.
  await db.delete(registrationSessions).where(rowsUnderMemberAddress(registrationSessions.email, member));
  await db.delete(contactMessages).where(rowsUnderMemberAddress(contactMessages.email, member));
}
