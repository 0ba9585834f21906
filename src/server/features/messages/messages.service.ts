import type { z } from 'zod';
import {
  MESSAGE_MESSAGES,
  type Conversation,
  type Message,
  type MessageCreateInput,
  type MessageListQuerySchema,
} from '#contract/messages.js';
import type { Database, Executor, Transaction } from '#server/db/client.js';
import { findVisibleHorseOwnerId } from '#server/features/horses/index.js';
import type { NewMessage, User } from '#server/db/schema/index.js';
import { badRequest, forbidden, notFound } from '#server/platform/http/app-error.js';
import { assertMayContact, blockedIdsOf, unreachableAmong } from '../blocks/index.js';
import { enquiryNotice, openEnquiryRequest } from '../requests/index.js';
import { findUserById, findUserCards } from '../users/index.js';
import type { Notify } from '../notifications/index.js';
import { publishMessageEvent, type MessageHub } from './message-hub.js';
import {
  findConversationHeads,
  findMessage,
  findMessageForReport,
  findMessagesByIds,
  findRequestParties,
  findSent,
  findSlotHorseId,
  findThread,
  latestUnreadFrom,
  insertMessage,
  markMessageHidden,
  markRead,
} from './messages.repository.js';
import { toMessageView } from './messages.views.js';
import type { UnreadCounts } from './unread-counts.js';

export interface MessageDeps {
  db: Database;
  hub: MessageHub;
  /** Tells the receiver (push or e-mail, decision 0030); unset where nobody is to be told (the seed). */
  notify?: Notify;
  /** Members' unread counts kept by the change feed (decision 0062), made once by app.ts. */
  unreadCounts: UnreadCounts;
}

/** Members read and write only their own messages; an id the client sends must be its own. */
function assertSelf(actor: User, userId: number | undefined): void {
  if (userId !== undefined && userId !== actor.id) throw forbidden(MESSAGE_MESSAGES.ownOnly);
}

async function assertEnquiryTargets(db: Executor, actor: User, input: MessageCreateInput): Promise<void> {
  if (input.requestId) {
    // A message may refer to a request only between the two people it concerns.
    const request = await findRequestParties(db, input.requestId);
    const parties = request ? [request.requesterId, request.ownerId] : [];
    if (!parties.includes(actor.id) || !parties.includes(input.receiverId)) {
      throw badRequest('That request is not between you and this member.');
    }
  }
  if (input.horseId) {
    // A hidden horse is not there to write about, except for its owner.
    const ownerId = await findVisibleHorseOwnerId(db, input.horseId, actor.id);
    if (ownerId === undefined) throw notFound('Horse not found');
    // Naming someone else's horse would put it in front of a stranger as if it were offered.
    if (ownerId !== actor.id && ownerId !== input.receiverId) {
      throw badRequest(MESSAGE_MESSAGES.horseNotParties);
    }
    if (input.messageType === 'availability_enquiry' && ownerId !== input.receiverId) {
      throw badRequest(MESSAGE_MESSAGES.horseNotReceivers);
    }
  }
  if (input.availabilitySlotId) {
    const slotHorseId = await findSlotHorseId(db, input.availabilitySlotId);
    if (slotHorseId === undefined || slotHorseId !== input.horseId)
      throw badRequest(MESSAGE_MESSAGES.slotNotHorses);
  }
}

export async function sendMessage(
  deps: MessageDeps & { actor: User; input: MessageCreateInput },
): Promise<Message> {
  const { db, hub, actor, input } = deps;
  if (input.senderId !== undefined && input.senderId !== actor.id)
    throw forbidden(MESSAGE_MESSAGES.senderMismatch);
  if (input.receiverId === actor.id) throw badRequest(MESSAGE_MESSAGES.notYourself);
  if (!(await findUserById(db, input.receiverId))) throw notFound(MESSAGE_MESSAGES.receiverMissing);
  // A deleted or suspended receiver, or either having blocked the other (in words that do not say who
  // blocked whom, issue #18): refused.
  await assertMayContact(db, actor.id, input.receiverId);
  await assertEnquiryTargets(db, actor, input);

  const id = await db.transaction(async (tx) => {
    // An enquiry opens its pending request in the same transaction: both are stored, or neither.
    const requestId =
      input.messageType === 'availability_enquiry'
        ? await openEnquiryRequest({
            db: tx,
            actor,
            input: {
              horseId: input.horseId!,
              availabilitySlotId: input.availabilitySlotId!,
              slotDate: input.slotDate ?? null,
              activities: input.activities,
              content: input.content,
            },
          })
        : (input.requestId ?? null);
    return postThreadMessage({
      db: tx,
      hub,
      message: {
        senderId: actor.id,
        receiverId: input.receiverId,
        content: input.content,
        requestId,
        horseId: input.horseId ?? null,
        availabilitySlotId: input.availabilitySlotId ?? null,
        messageType: input.messageType,
        preferredTime: input.messageType === 'availability_enquiry' ? (input.preferredTime ?? 'any') : null,
        isFlexible: input.isFlexible,
        activities: input.activities,
      },
    });
  });
  const message = toMessageView((await findMessage(db, id))!);
  // After commit: an enquiry is a new request, told at once; a message is held back (decision 0052).
  const event =
    input.messageType === 'availability_enquiry' && message.requestId !== null
      ? await enquiryNotice(db, {
          requestId: message.requestId,
          sender: actor,
          receiverId: input.receiverId,
          detail: input.content,
        })
      : { change: 'message' as const, sender: actor, receiverId: input.receiverId, text: input.content };
  await deps.notify?.(event);
  return message;
}

/**
 * Stores a message and announces it, inside the caller's transaction (so the announcement goes out only
 * if the message commits). Other features post into a pair's thread through this.
 */
export async function postThreadMessage({
  db,
  hub,
  message,
}: {
  db: Transaction;
  hub: MessageHub;
  message: NewMessage;
}): Promise<number> {
  const messageId = await insertMessage(db, message);
  await hub.publish(db, {
    type: 'message',
    messageId,
    senderId: message.senderId,
    receiverId: message.receiverId,
  });
  await hub.publish(db, { type: 'unread', userId: message.receiverId });
  return messageId;
}

export async function listConversations({
  db,
  actor,
}: {
  db: Executor;
  actor: User;
}): Promise<Conversation[]> {
  const blocked = new Set(await blockedIdsOf({ db, actor }));
  // Members the actor blocked leave the list (issue #18); the blocked member's own list is unchanged.
  const heads = (await findConversationHeads(db, actor.id)).filter((head) => !blocked.has(head.other_id));
  if (heads.length === 0) return [];
  const otherIds = heads.map((head) => head.other_id);
  const [lastMessages, others, unreachable] = await Promise.all([
    findMessagesByIds(
      db,
      heads.map((head) => head.message_id),
    ),
    findUserCards(db, otherIds),
    unreachableAmong(db, actor.id, otherIds),
  ]);
  const messageById = new Map(lastMessages.map((row) => [row.message.id, row]));
  const userById = new Map(others.map((user) => [user.id, user]));
  return heads.flatMap((head) => {
    const message = messageById.get(head.message_id);
    const user = userById.get(head.other_id);
    return message && user
      ? [
          {
            user,
            lastMessage: toMessageView(message),
            unreadCount: head.unread_count,
            canWrite: !unreachable.has(head.other_id),
            horse:
              head.horse_id === null || head.horse_name === null
                ? null
                : { id: head.horse_id, name: head.horse_name },
          },
        ]
      : [];
  });
}

export async function readThread({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: { otherUserId: number; limit: number; before?: number };
}): Promise<Message[]> {
  const { otherUserId, ...page } = input;
  return (await findThread(db, actor.id, otherUserId, page)).map(toMessageView);
}

export async function listSent({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: { limit: number };
}): Promise<Message[]> {
  return (await findSent(db, actor.id, input.limit)).map(toMessageView);
}

/** The badge's count: from memory while the change feed keeps it true (decision 0062). */
export const unreadCountOf = ({
  db,
  actor,
  unreadCounts,
}: {
  db: Executor;
  actor: User;
  unreadCounts: UnreadCounts;
}) => unreadCounts.of(db, actor.id);

/**
 * GET /api/messages, as its query asks: `senderId` → what the member sent; `otherUserId` → one thread;
 * otherwise the member's conversations. The ids the client sends must be the member's own.
 */
export async function listMessages({
  db,
  actor,
  query,
}: {
  db: Executor;
  actor: User;
  query: z.output<typeof MessageListQuerySchema>;
}): Promise<Conversation[] | Message[]> {
  const { userId, otherUserId, senderId, limit, before } = query;
  if (senderId !== undefined) {
    assertSelf(actor, senderId);
    return listSent({ db, actor, input: { limit } });
  }
  assertSelf(actor, userId);
  if (otherUserId !== undefined) return readThread({ db, actor, input: { otherUserId, limit, before } });
  return listConversations({ db, actor });
}

/** GET /api/messages/unread-count: the member's own count (`userId` must be theirs). */
export async function showUnreadCount({
  db,
  actor,
  userId,
  unreadCounts,
}: {
  db: Executor;
  actor: User;
  userId: number;
  unreadCounts: UnreadCounts;
}): Promise<{ count: number }> {
  assertSelf(actor, userId);
  return { count: await unreadCountOf({ db, actor, unreadCounts }) };
}

/** One message as its sender or receiver sees it (the stream delivers these). */
export async function showMessage({ db, id }: { db: Executor; id: number }) {
  const row = await findMessage(db, id);
  return row && toMessageView(row);
}

/** Only the receiver marks a message read; marking it again changes nothing. */
/** What a held-back message notice quotes: the newest unread message, or null once read (decision 0052). */
export const latestUnread = (db: Executor, receiverId: number, senderId: number) =>
  latestUnreadFrom(db, receiverId, senderId);

export async function markMessageRead(deps: MessageDeps & { actor: User; id: number }): Promise<Message> {
  const row = await findMessage(deps.db, deps.id);
  if (!row) throw notFound('Message not found');
  if (row.message.receiverId !== deps.actor.id) throw forbidden(MESSAGE_MESSAGES.markOthers);
  if (!row.message.isRead) {
    await deps.db.transaction(async (tx) => {
      await markRead(tx, deps.id);
      await deps.hub.publish(tx, { type: 'unread', userId: deps.actor.id });
    });
  }
  return toMessageView({ ...row, message: { ...row.message, isRead: true } });
}

/** A report names a message (issue #18): its sender, receiver and words. */
export const messageForReport = ({ db, id }: { db: Executor; id: number }) => findMessageForReport(db, id);

/** An operator hides a reported message; false when it was hidden already. */
export async function hideMessage({ db, id }: { db: Executor; id: number }): Promise<boolean> {
  const message = await findMessageForReport(db, id);
  if (!message || !(await markMessageHidden(db, id))) return false;
  // Open threads drop it at once (not at the next reload), and the receiver's unread count follows.
  const { senderId, receiverId } = message;
  await publishMessageEvent(db, { type: 'hidden', messageId: id, senderId, receiverId });
  await publishMessageEvent(db, { type: 'unread', userId: receiverId });
  return true;
}
