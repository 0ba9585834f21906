import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { MessageTypeSchema, ServiceSchema } from './options.js';
import { isCalendarDay } from './rules/calendar-days.js';
import { MemberCardSchema, PublicUserSchema } from './users.js';

export const MESSAGE_LIMITS = { maxLength: 5000, defaultThreadPage: 50, maxThreadPage: 200 } as const;

export const MESSAGE_MESSAGES = {
  contentRequired: 'Please write a message',
  contentTooLong: `Messages can be at most ${MESSAGE_LIMITS.maxLength} characters`,
  activitiesRequired: 'Please select at least one activity',
  notYourself: 'You cannot send a message to yourself',
  receiverMissing: 'That member does not exist',
  senderMismatch: 'You can only send messages as yourself',
  ownOnly: 'You can only read your own messages',
  horseNotReceivers: 'That horse does not belong to the member you are writing to',
  horseNotParties: 'A message can only mention your horse or the horse of the member you are writing to',
  slotNotHorses: 'That time slot does not belong to this horse',
  enquiryNeedsHorse: 'An enquiry needs a horse and a time slot',
  markOthers: 'Only the receiver can mark a message as read',
} as const;

const id = IdSchema();

const content = z
  .string()
  .trim()
  .min(1, MESSAGE_MESSAGES.contentRequired)
  .max(MESSAGE_LIMITS.maxLength, MESSAGE_MESSAGES.contentTooLong);
const preferredTime = z
  .string()
  .regex(/^(any|([01][0-9]|2[0-3]):[0-5][0-9])$/, 'Preferred time must be "any" or HH:MM');
const activities = z.array(ServiceSchema).max(4);

/** POST /api/messages. senderId is the spec client's field: it must be the signed-in user. */
export const MessageCreateSchema = z
  .object({
    senderId: id.optional(),
    receiverId: id,
    content,
    requestId: id.nullish(),
    horseId: id.nullish(),
    availabilitySlotId: id.nullish(),
    messageType: MessageTypeSchema.default('general'),
    preferredTime: preferredTime.nullish(),
    isFlexible: z.boolean().default(false),
    activities: activities.default([]),
    /**
     * An enquiry's day ('YYYY-MM-DD'): the calendar day the enquirer clicked. Optional for the spec's
     * client; without it the request is for the slot's next day from today (London).
     */
    slotDate: z.string().refine(isCalendarDay, 'Enter a date as YYYY-MM-DD').nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.messageType !== 'availability_enquiry') return;
    if (!value.horseId || !value.availabilitySlotId) {
      ctx.addIssue({
        code: 'custom',
        path: ['availabilitySlotId'],
        message: MESSAGE_MESSAGES.enquiryNeedsHorse,
      });
    }
    if (value.activities.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['activities'], message: MESSAGE_MESSAGES.activitiesRequired });
    }
  });
export type MessageCreateInput = z.infer<typeof MessageCreateSchema>;

/** What the message box sends of a POST /api/messages body: the text, checked as the server checks it. */
export const MessageTextSchema = z.object({ content });

/**
 * What the enquiry form sends of an availability enquiry's POST /api/messages body (docs/product.md §P5):
 * at least one activity, a preferred time, the flexible switch and a message, which may be left empty
 * (the form then writes one: the server needs some text).
 */
export const EnquiryFieldsSchema = z.object({
  activities: activities.min(1, MESSAGE_MESSAGES.activitiesRequired),
  preferredTime,
  isFlexible: z.boolean(),
  content: z.string().trim().max(MESSAGE_LIMITS.maxLength, MESSAGE_MESSAGES.contentTooLong),
});
export type EnquiryFields = z.infer<typeof EnquiryFieldsSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  requestId: z.number().int().nullable(),
  horseId: z.number().int().nullable(),
  availabilitySlotId: z.number().int().nullable(),
  content: z.string(),
  messageType: MessageTypeSchema,
  preferredTime: z.string().nullable(),
  isFlexible: z.boolean(),
  activities: z.array(ServiceSchema),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** Enquiry details, when the message is about a horse and a slot. */
  horse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  slot: z
    .object({
      id: z.number().int(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
    })
    .nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/** The other member of a conversation: a few fields of their public view. */
export const ConversationUserSchema = MemberCardSchema.extend(
  PublicUserSchema.pick({ userType: true }).shape,
);

export const ConversationSchema = z.object({
  user: ConversationUserSchema,
  lastMessage: MessageSchema,
  unreadCount: z.number().int(),
  /**
   * Whether the reader can still write to them: false once they deleted their account, were suspended or
   * blocked the reader (the thread then says they are no longer available, in the same words each time).
   */
  canWrite: z.boolean(),
  /** The horse the conversation is about: the one its latest horse-naming message names. */
  horse: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * GET /api/messages: `userId` → conversations; `userId` + `otherUserId` → the thread (oldest first; the
 * latest `limit`, or those before message `before`); `senderId` → messages the user sent.
 */
export const MessageListQuerySchema = z
  .object({
    userId: IdParamSchema().optional(),
    otherUserId: IdParamSchema().optional(),
    senderId: IdParamSchema().optional(),
    before: IdParamSchema().optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MESSAGE_LIMITS.maxThreadPage)
      .default(MESSAGE_LIMITS.defaultThreadPage),
  })
  .refine((q) => q.userId !== undefined || q.senderId !== undefined, {
    message: 'userId or senderId is required',
    path: ['userId'],
  });

export const UnreadCountSchema = z.object({ count: z.number().int() });
export const UnreadCountQuerySchema = z.object({ userId: IdParamSchema() });
export const MessageIdParamsSchema = z.object({ id: IdParamSchema() });

/** Events on GET /api/messages/stream (Server-Sent Events). */
export const STREAM_EVENTS = {
  message: 'message',
  unread: 'unread',
  hidden: 'hidden',
  /** A new notice for the bell (decision 0052): no data, the page reads GET /api/notices again. */
  notice: 'notice',
} as const;
