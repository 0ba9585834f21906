import type { Message } from '#contract/messages.js';
import type { MessageRow } from './messages.repository.js';

export function toMessageView({ message, horse, slot }: MessageRow): Message {
  return {
    id: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
    requestId: message.requestId,
    horseId: message.horseId,
    availabilitySlotId: message.availabilitySlotId,
    content: message.content,
    messageType: message.messageType,
    preferredTime: message.preferredTime,
    isFlexible: message.isFlexible,
    activities: message.activities,
    isRead: message.isRead,
    createdAt: message.createdAt.toISOString(),
    horse: horse?.id ? horse : null,
    slot: slot?.id ? slot : null,
  };
}
