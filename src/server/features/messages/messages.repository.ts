import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { preparedPerDatabase } from '#server/db/prepared.js';
import { queryRows } from '#server/db/client.js';
import {
  availabilitySlots,
  blocks,
  horses,
  messages,
  requests,
  type NewMessage,
} from '#server/db/schema/index.js';

/** A message row with the horse and slot an enquiry refers to. */
const messageColumns = {
  message: messages,
  horse: { id: horses.id, name: horses.name },
  slot: {
    id: availabilitySlots.id,
    title: availabilitySlots.title,
    startDate: availabilitySlots.startDate,
    endDate: availabilitySlots.endDate,
    startTime: availabilitySlots.startTime,
    endTime: availabilitySlots.endTime,
  },
};

function withDetails(db: Executor) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(horses, eq(horses.id, messages.horseId))
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, messages.availabilitySlotId));
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

export async function insertMessage(db: Executor, values: NewMessage): Promise<number> {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return row!.id;
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await withDetails(db).where(eq(messages.id, id)).limit(1);
  return row;
}

/**
 * The latest `limit` messages between two users (before message `before` when paging back), returned
 * oldest first. Uses the (least, greatest, created_at) thread index.
 */
export async function findThread(
  db: Executor,
  a: number,
  b: number,
  page: { limit: number; before?: number },
): Promise<MessageRow[]> {
  const rows = await withDetails(db)
    .where(
      and(
        sql`least(${messages.senderId}, ${messages.receiverId}) = ${Math.min(a, b)}`,
        sql`greatest(${messages.senderId}, ${messages.receiverId}) = ${Math.max(a, b)}`,
        isNull(messages.hiddenAt),
        page.before ? lt(messages.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit);
  return rows.reverse();
}

export async function findSent(db: Executor, senderId: number, limit: number): Promise<MessageRow[]> {
  return withDetails(db)
    .where(eq(messages.senderId, senderId))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
}

/**
 * The badge's count: exactly the unread messages the conversation list shows (`findConversationHeads`
 * counts the same rows, and the list leaves out members the reader blocked), so the badge never points
 * at something there is nothing to open for. One indexed count (the partial index on receiver_id where
 * not is_read); prepared, as the unread poll is the most frequent request a signed-in member makes. The
 * poll reads it through unread-counts.ts, which keeps each member's answer until a change notice about
 * their messages or blocks (drizzle/0036): a new condition here needs its table announced there too.
 */
const unreadCountQuery = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, sql.placeholder('userId')),
        eq(messages.isRead, false),
        isNull(messages.hiddenAt),
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${messages.receiverId} and ${blocks.blockedId} = ${messages.senderId})`,
      ),
    )
    .prepare('messages_unread_count'),
);

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await unreadCountQuery(db).execute({ userId });
  return row?.n ?? 0;
}

/** The newest message from the sender the receiver has not read yet (hidden ones aside), if any. */
export async function latestUnreadFrom(
  db: Executor,
  receiverId: number,
  senderId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, receiverId),
        eq(messages.senderId, senderId),
        eq(messages.isRead, false),
        isNull(messages.hiddenAt),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.content ?? null;
}

export async function markRead(db: Executor, id: number): Promise<void> {
  await db.update(messages).set({ isRead: true }).where(eq(messages.id, id));
}

export interface ConversationRow {
  message_id: number;
  other_id: number;
  unread_count: number;
  /** The horse the latest message that names one is about (null: no message names a horse). */
  horse_id: number | null;
  horse_name: string | null;
}

/**
 * Every conversation of a user in one query: the last message with each other user, newest first, with
 * the number of unread messages from them and the horse the conversation is about (the latest named).
 */
export async function findConversationHeads(db: Executor, userId: number): Promise<ConversationRow[]> {
  return queryRows<ConversationRow>(
    db,
    sql`
      with mine as (
        select id, created_at, horse_id,
               case when sender_id = ${userId} then receiver_id else sender_id end as other_id
        from messages
        where (sender_id = ${userId} or receiver_id = ${userId}) and hidden_at is null
      ),
      last as (
        select distinct on (other_id) id, other_id, created_at
        from mine
        order by other_id, created_at desc, id desc
      ),
      about as (
        select distinct on (other_id) other_id, horse_id
        from mine
        where horse_id is not null
        order by other_id, created_at desc, id desc
      ),
      unread as (
        select sender_id as other_id, count(*)::int as n
        from messages
        where receiver_id = ${userId} and not is_read and hidden_at is null
        group by sender_id
      )
      select last.id as message_id, last.other_id, coalesce(unread.n, 0)::int as unread_count,
             horses.id as horse_id, horses.name as horse_name
      from last
      left join unread on unread.other_id = last.other_id
      left join about on about.other_id = last.other_id
      left join horses on horses.id = about.horse_id
      order by last.created_at desc, last.id desc`,
  );
}

export async function findMessagesByIds(db: Executor, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return withDetails(db).where(inArray(messages.id, ids)).orderBy(asc(messages.id));
}

// What an enquiry may point at, read to check it concerns the two people in the conversation.

export async function findRequestParties(
  db: Executor,
  requestId: number,
): Promise<{ requesterId: number; ownerId: number } | undefined> {
  const [row] = await db
    .select({ requesterId: requests.requesterId, ownerId: requests.ownerId })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row;
}

export async function findSlotHorseId(db: Executor, slotId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ horseId: availabilitySlots.horseId })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.id, slotId));
  return row?.horseId;
}

/** An operator hides a message after a report (issue #18): it leaves the thread for both members. */
export async function markMessageHidden(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ hiddenAt: new Date(), isRead: true })
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A message as a report needs it: who sent it to whom, what it says, whether it is hidden. */
export async function findMessageForReport(db: Executor, id: number) {
  const [row] = await db
    .select({
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      content: messages.content,
      hiddenAt: messages.hiddenAt,
    })
    .from(messages)
    .where(eq(messages.id, id))
    .limit(1);
  return row && { ...row, hidden: row.hiddenAt !== null };
}
