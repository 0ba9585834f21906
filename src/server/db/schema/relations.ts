import { relations } from 'drizzle-orm';
import { adminAccounts, adminSessions } from './admin.js';
import { passwordResetTokens, sessions } from './auth.js';
import { availabilitySlots } from './availability.js';
import { horses } from './horses.js';
import { messages } from './messages.js';
import { cancellationRequests, customerMappings, donations, subscriptions } from './payments.js';
import { requests } from './requests.js';
import { reviews } from './reviews.js';
import { users } from './users.js';

// For db.query.*.findMany({ with }). Users are referenced several times by some tables, so those
// relations are named.

export const usersRelations = relations(users, ({ many }) => ({
  horses: many(horses),
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  sentMessages: many(messages, { relationName: 'messageSender' }),
  receivedMessages: many(messages, { relationName: 'messageReceiver' }),
  reviewsWritten: many(reviews, { relationName: 'reviewReviewer' }),
  reviewsReceived: many(reviews, { relationName: 'reviewReviewedUser' }),
  requestsMade: many(requests, { relationName: 'requestRequester' }),
  requestsReceived: many(requests, { relationName: 'requestOwner' }),
  subscriptions: many(subscriptions),
  donations: many(donations),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const horsesRelations = relations(horses, ({ one, many }) => ({
  owner: one(users, { fields: [horses.ownerId], references: [users.id] }),
  availabilitySlots: many(availabilitySlots),
  reviews: many(reviews),
  requests: many(requests),
}));

export const availabilitySlotsRelations = relations(availabilitySlots, ({ one }) => ({
  horse: one(horses, { fields: [availabilitySlots.horseId], references: [horses.id] }),
}));

export const requestsRelations = relations(requests, ({ one }) => ({
  horse: one(horses, { fields: [requests.horseId], references: [horses.id] }),
  requester: one(users, {
    fields: [requests.requesterId],
    references: [users.id],
    relationName: 'requestRequester',
  }),
  owner: one(users, { fields: [requests.ownerId], references: [users.id], relationName: 'requestOwner' }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  sender: one(users, { fields: [messages.senderId], references: [users.id], relationName: 'messageSender' }),
  receiver: one(users, {
    fields: [messages.receiverId],
    references: [users.id],
    relationName: 'messageReceiver',
  }),
  request: one(requests, { fields: [messages.requestId], references: [requests.id] }),
  horse: one(horses, { fields: [messages.horseId], references: [horses.id] }),
  availabilitySlot: one(availabilitySlots, {
    fields: [messages.availabilitySlotId],
    references: [availabilitySlots.id],
  }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  horse: one(horses, { fields: [reviews.horseId], references: [horses.id] }),
  reviewer: one(users, {
    fields: [reviews.reviewerId],
    references: [users.id],
    relationName: 'reviewReviewer',
  }),
  reviewedUser: one(users, {
    fields: [reviews.reviewedUserId],
    references: [users.id],
    relationName: 'reviewReviewedUser',
  }),
  request: one(requests, { fields: [reviews.requestId], references: [requests.id] }),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));

export const donationsRelations = relations(donations, ({ one }) => ({
  user: one(users, { fields: [donations.userId], references: [users.id] }),
}));

export const customerMappingsRelations = relations(customerMappings, ({ one }) => ({
  user: one(users, { fields: [customerMappings.userId], references: [users.id] }),
}));

export const cancellationRequestsRelations = relations(cancellationRequests, ({ one }) => ({
  user: one(users, { fields: [cancellationRequests.userId], references: [users.id] }),
}));

export const adminSessionsRelations = relations(adminSessions, ({ one }) => ({
  admin: one(adminAccounts, { fields: [adminSessions.adminId], references: [adminAccounts.id] }),
}));

export const adminAccountsRelations = relations(adminAccounts, ({ many }) => ({
  sessions: many(adminSessions),
}));
