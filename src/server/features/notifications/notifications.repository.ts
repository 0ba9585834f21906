import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { deleteRows } from '#server/db/delete-rows.js';
import { messageNotices, pushSubscriptions, threadNotices } from '#server/db/schema/index.js';

/** Saves a device's subscription for the member; an endpoint already known moves to this member. */
export async function upsertPushSubscription(
  db: Executor,
  row: { userId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    });
}

/** Removes the member's subscription with this endpoint; false when they had none. */
export async function deletePushSubscriptionOf(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const where = and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint));
  return (await deleteRows(db, pushSubscriptions, where)) > 0;
}

/** The push service said this subscription is gone (404 or 410). */
export async function deletePushSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findPushSubscriptionsOf(db: Executor, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/**
 * Claims "the receiver is being told about the conversation with the sender now", unless they were told
 * within the last `quietMinutes`: true when this call may tell them.
 */
export async function claimThreadNotice(
  db: Executor,
  receiverId: number,
  senderId: number,
  quietMinutes: number,
): Promise<boolean> {
  const rows = await db
    .insert(threadNotices)
    .values({ receiverId, senderId })
    .onConflictDoUpdate({
      target: [threadNotices.receiverId, threadNotices.senderId],
      set: { toldAt: sql`now()` },
      setWhere: lt(threadNotices.toldAt, sql`now() - make_interval(mins => ${quietMinutes})`),
    })
    .returning({ receiverId: threadNotices.receiverId });
  return rows.length > 0;
}

/**
 * Claims the right to e-mail `receiverId` about a message from `senderId`: true when no notice for this
 * conversation went out in the last `everyHours` (and records this one), atomically, so two messages
 * sent at once give one mail.
 */
export async function claimMessageNotice(
  db: Executor,
  receiverId: number,
  senderId: number,
  everyHours: number,
): Promise<boolean> {
  const rows = await db
    .insert(messageNotices)
    .values({ receiverId, senderId })
    .onConflictDoUpdate({
      target: [messageNotices.receiverId, messageNotices.senderId],
      set: { sentAt: sql`now()` },
      setWhere: sql`${messageNotices.sentAt} < now() - make_interval(hours => ${everyHours})`,
    })
    .returning({ receiverId: messageNotices.receiverId });
  return rows.length > 0;
}
