import { eq, inArray } from 'drizzle-orm';
import {
  MESSAGE_MESSAGES,
  type Conversation,
  type Message,
  type MessageCreateInput,
} from '#contract/messages.js';
import type { Database, Executor } from '#server/db/client.js';
import { availabilitySlots, horses, requests, users, type User } from '#server/db/schema/index.js';
import { badRequest, forbidden, notFound } from '#server/platform/app-error.js';
import type { MessageHub } from './message-hub.js';
import {
  countUnread,
  findConversationHeads,
  findMessage,
  findMessagesByIds,
  findSent,
  findThread,
  insertMessage,
  markRead,
} from './messages.repository.js';
import { toMessageView } from './messages.views.js';

export interface MessageDeps {
  db: Database;
  hub: MessageHub;
}

/** Members read and write only their own messages; an id the client sends must be its own. */
export function assertSelf(actor: User, userId: number | undefined): void {
  if (userId !== undefined && userId !== actor.id) throw forbidden(MESSAGE_MESSAGES.ownOnly);
}

async function assertEnquiryTargets(db: Executor, actor: User, input: MessageCreateInput): Promise<void> {
  if (input.requestId) {
    // A message may refer to a request only between the two people it concerns.
    const [request] = await db
      .select({ requesterId: requests.requesterId, ownerId: requests.ownerId })
      .from(requests)
      .where(eq(requests.id, input.requestId));
    const parties = request ? [request.requesterId, request.ownerId] : [];
    if (!parties.includes(actor.id) || !parties.includes(input.receiverId)) {
      throw badRequest('That request is not between you and this member.');
    }
  }
  if (input.horseId) {
    const [horse] = await db
      .select({ ownerId: horses.ownerId })
      .from(horses)
      .where(eq(horses.id, input.horseId));
    if (!horse) throw notFound('Horse not found');
    // Naming someone else's horse would put it in front of a stranger as if it were offered.
    if (horse.ownerId !== actor.id && horse.ownerId !== input.receiverId) {
      throw badRequest(MESSAGE_MESSAGES.horseNotParties);
    }
    if (input.messageType === 'availability_enquiry' && horse.ownerId !== input.receiverId) {
      throw badRequest(MESSAGE_MESSAGES.horseNotReceivers);
    }
  }
  if (input.availabilitySlotId) {
    const [slot] = await db
      .select({ horseId: availabilitySlots.horseId })
      .from(availabilitySlots)
      .where(eq(availabilitySlots.id, input.availabilitySlotId));
    if (!slot || slot.horseId !== input.horseId) throw badRequest(MESSAGE_MESSAGES.slotNotHorses);
  }
}

export async function sendMessage(
  deps: MessageDeps & { actor: User; input: MessageCreateInput },
): Promise<Message> {
  const { db, hub, actor, input } = deps;
  if (input.senderId !== undefined && input.senderId !== actor.id)
    throw forbidden(MESSAGE_MESSAGES.senderMismatch);
  if (input.receiverId === actor.id) throw badRequest(MESSAGE_MESSAGES.notYourself);
  const [receiver] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.receiverId));
  if (!receiver) throw notFound(MESSAGE_MESSAGES.receiverMissing);
  await assertEnquiryTargets(db, actor, input);

  const id = await db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, {
      senderId: actor.id,
      receiverId: input.receiverId,
      content: input.content,
      requestId: input.requestId ?? null,
      horseId: input.horseId ?? null,
      availabilitySlotId: input.availabilitySlotId ?? null,
      messageType: input.messageType,
      preferredTime: input.messageType === 'availability_enquiry' ? (input.preferredTime ?? 'any') : null,
      isFlexible: input.isFlexible,
      activities: input.activities,
    });
    await hub.publish(tx, { type: 'message', messageId, senderId: actor.id, receiverId: input.receiverId });
    await hub.publish(tx, { type: 'unread', userId: input.receiverId });
    return messageId;
  });
  return toMessageView((await findMessage(db, id))!);
}

export async function listConversations(db: Executor, actor: User): Promise<Conversation[]> {
  const heads = await findConversationHeads(db, actor.id);
  if (heads.length === 0) return [];
  const [lastMessages, others] = await Promise.all([
    findMessagesByIds(
      db,
      heads.map((head) => head.message_id),
    ),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        profileImage: users.profileImage,
        location: users.location,
      })
      .from(users)
      .where(
        inArray(
          users.id,
          heads.map((head) => head.other_id),
        ),
      ),
  ]);
  const messageById = new Map(lastMessages.map((row) => [row.message.id, row]));
  const userById = new Map(others.map((user) => [user.id, user]));
  return heads.flatMap((head) => {
    const message = messageById.get(head.message_id);
    const user = userById.get(head.other_id);
    return message && user
      ? [{ user, lastMessage: toMessageView(message), unreadCount: head.unread_count }]
      : [];
  });
}

export async function readThread(
  db: Executor,
  actor: User,
  otherUserId: number,
  page: { limit: number; before?: number },
): Promise<Message[]> {
  return (await findThread(db, actor.id, otherUserId, page)).map(toMessageView);
}

export async function listSent(db: Executor, actor: User, limit: number): Promise<Message[]> {
  return (await findSent(db, actor.id, limit)).map(toMessageView);
}

export const unreadCountOf = (db: Executor, actor: User) => countUnread(db, actor.id);

/** Only the receiver marks a message read; marking it again changes nothing. */
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
