import { and, desc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { dueRowIds } from '#server/db/claim-rows.js';
import type { Executor } from '#server/db/client.js';
import { deleteRows } from '#server/db/delete-rows.js';
import {
  conversationNotices,
  notices,
  pendingMessageNotices,
  pushSubscriptions,
  type NoticeRow,
} from '#server/db/schema/index.js';

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

/**
 * Deletes the member's subscriptions but the newest `keep` (the most recently switched on: a device
 * switched on again counts from then). Run in the transaction that added one, behind the member's lock.
 */
export async function deleteDevicesBeyond(db: Executor, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
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

/**
 * The member's newest `limit` subscriptions, the devices a notice goes to. The limit also holds for a
 * member who switched on more before the cap was kept (decision 0048) until their next device trims them.
 */
export async function findPushSubscriptionsOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit);
}

/** How a member is about to be told about a conversation, and the quiet spells that hold it back. */
export type NoticeClaim =
  { by: 'push'; quietMinutes: number } | { by: 'email'; quietMinutes: number; mailEveryHours: number };

/**
 * Claims "the receiver is being told about the conversation with the sender now": true when this call may
 * tell them, and it is recorded, atomically, so two messages sent at once give one notice. Nobody is told
 * by any means within `quietMinutes` of the last time, nor e-mailed within `mailEveryHours` of the last
 * e-mail; a claim that fails records nothing.
 */
export async function claimConversationNotice(
  db: Executor,
  receiverId: number,
  senderId: number,
  claim: NoticeClaim,
): Promise<boolean> {
  const notices = conversationNotices;
  const quiet = lt(notices.toldAt, sql`now() - make_interval(mins => ${claim.quietMinutes})`);
  const mailing = claim.by === 'email';
  const rows = await db
    .insert(notices)
    .values({ receiverId, senderId, mailedAt: mailing ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [notices.receiverId, notices.senderId],
      set: mailing ? { toldAt: sql`now()`, mailedAt: sql`now()` } : { toldAt: sql`now()` },
      setWhere: mailing
        ? and(
            quiet,
            or(
              isNull(notices.mailedAt),
              lt(notices.mailedAt, sql`now() - make_interval(hours => ${claim.mailEveryHours})`),
            ),
          )
        : quiet,
    })
    .returning({ receiverId: notices.receiverId });
  return rows.length > 0;
}

/** Holds a message's notice until `dueAt`; a notice already waiting for the conversation stays as it is. */
export async function holdMessageNotice(
  db: Executor,
  row: { receiverId: number; senderId: number; dueAt: Date },
): Promise<void> {
  await db.insert(pendingMessageNotices).values(row).onConflictDoNothing();
}

/**
 * Claims up to `limit` held-back notices due by `now`: each is marked sent in the same statement that
 * returns it, and rows another process is claiming are skipped, so each is handed out exactly once.
 */
export async function claimDueMessageNotices(db: Executor, now: Date, limit: number) {
  const p = pendingMessageNotices;
  const due = dueRowIds(db, p.id, and(isNull(p.sentAt), lte(p.dueAt, now)), p.dueAt, limit);
  return db
    .update(p)
    .set({ sentAt: now })
    .where(and(inArray(p.id, due), isNull(p.sentAt)))
    .returning({ receiverId: p.receiverId, senderId: p.senderId });
}

/** When the receiver was last told about the conversation by the message rule, if ever. */
export async function lastMessageNoticeAt(db: Executor, receiverId: number, senderId: number) {
  const [row] = await db
    .select({ mailedAt: conversationNotices.mailedAt })
    .from(conversationNotices)
    .where(and(eq(conversationNotices.receiverId, receiverId), eq(conversationNotices.senderId, senderId)));
  return row?.mailedAt ?? null;
}

/** Keeps a notice for the member's bell. */
export async function insertNotice(
  db: Executor,
  row: Pick<NoticeRow, 'userId' | 'kind' | 'words' | 'link'>,
): Promise<void> {
  await db.insert(notices).values(row);
}

/** The member's newest `limit` notices, newest first, and how many of all are unread. */
export async function findNoticesOf(db: Executor, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return { rows, unread: count?.n ?? 0 };
}

/** Marks the member's notice read (one of theirs, by id; all when `id` is left out). */
export async function markNoticesRead(db: Executor, userId: number, id?: number): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notices.userId, userId),
        isNull(notices.readAt),
        id === undefined ? undefined : eq(notices.id, id),
      ),
    );
}
