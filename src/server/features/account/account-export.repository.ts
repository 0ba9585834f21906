import { and, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import {
  agreementAcceptances,
  agreementVersions,
  availabilitySlots,
  blocks,
  calendarFeeds,
  cancellationRequests,
  contactMessages,
  customerMappings,
  donations,
  emailVerificationTokens,
  horses,
  conversationNotices,
  notices,
  pendingMessageNotices,
  pushSubscriptions,
  messages,
  passwordResetTokens,
  registrationSessions,
  reports,
  requestOfMember,
  requests,
  shareDays,
  reviews,
  riderReferences,
  ridingSchools,
  rideNoteReplies,
  rideNotes,
  rides,
  savedHorses,
  savedSearches,
  sessions,
  subscriptions,
  uploads,
  users,
  yardDetails,
} from '#server/db/schema/index.js';
import { rowsUnderMemberAddress } from './member-address.repository.js';

const { tokenHash: _referenceHash, ...referenceColumns } = getTableColumns(riderReferences);
/** A riding school row as exported: the certificate's key (a private file's name) only as whether there is one. */
const ridingSchoolExported = getTableColumns(ridingSchools);

/**
 * Everything held about one member, read straight from every table that holds their data (a subject
 * access request). Secrets are left out: the password hash, session ids and token hashes. Which table
 * lands where is listed in personal-data-map.ts; its test proves this function keeps to it.
 */
export async function readMemberData(db: Executor, userId: number, email: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { passwordHash: _hash, verificationDocument, ...profile } = user;
  const ownHorses = await db.select().from(horses).where(eq(horses.ownerId, userId));
  const horseIds = ownHorses.map((horse) => horse.id);
  // Rows kept under the e-mail address: the member's once they confirmed it.
  const sameEmail = (column: AnyPgColumn) => rowsUnderMemberAddress(column, { ...user, email });
  /** Chosen `fields` of the member's rows in the table of `owner`, the column that holds their id. */
  const theirs = <T extends SelectedFields>(owner: PgColumn, fields: T) =>
    db.select(fields).from(owner.table).where(eq(owner, userId));
  const theirRequests = db.select({ id: requests.id }).from(requests).where(requestOfMember(userId));
  /** Chosen `fields` of the rows in the table of `requestId` that belong to one of the member's requests. */
  const ofTheirRequests = <T extends SelectedFields>(requestId: PgColumn, fields: T) =>
    db.select(fields).from(requestId.table).where(inArray(requestId, theirRequests));
  return {
    profile: { ...profile, hasVerificationDocument: verificationDocument !== null },
    consents: {
      ageConfirmedAt: user.ageConfirmedAt,
      termsAcceptedAt: user.termsAcceptedAt,
      optOutMarketing: user.optOutMarketing,
    },
    horses: ownHorses,
    availabilitySlots:
      horseIds.length === 0
        ? []
        : await db.select().from(availabilitySlots).where(inArray(availabilitySlots.horseId, horseIds)),
    yardDetails:
      horseIds.length === 0
        ? []
        : await db.select().from(yardDetails).where(inArray(yardDetails.horseId, horseIds)),
    requests: await db.select().from(requests).where(requestOfMember(userId)),
    shareDays: await ofTheirRequests(shareDays.requestId, getTableColumns(shareDays)),
    // Both members of a visit or share hold its agreement: each version and who accepted it, when.
    agreements: {
      versions: await ofTheirRequests(agreementVersions.requestId, getTableColumns(agreementVersions)),
      acceptances: await db
        .select()
        .from(agreementAcceptances)
        .where(
          inArray(
            agreementAcceptances.versionId,
            ofTheirRequests(agreementVersions.requestId, { id: agreementVersions.id }),
          ),
        ),
    },
    // Both members of a visit or share hold its rides (the route note included) and its diary.
    rides: await ofTheirRequests(rides.requestId, getTableColumns(rides)),
    diary: {
      notes: await ofTheirRequests(rideNotes.requestId, getTableColumns(rideNotes)),
      replies: await db
        .select()
        .from(rideNoteReplies)
        .where(inArray(rideNoteReplies.noteId, ofTheirRequests(rideNotes.requestId, { id: rideNotes.id }))),
    },
    messagesSent: await db.select().from(messages).where(eq(messages.senderId, userId)),
    messagesReceived: await db.select().from(messages).where(eq(messages.receiverId, userId)),
    reviewsWritten: await db.select().from(reviews).where(eq(reviews.reviewerId, userId)),
    // A review still waiting for the member's own is not theirs to read yet (decision 0057).
    reviewsReceived: await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.reviewedUserId, userId), isNotNull(reviews.publishedAt))),
    savedHorses: await db.select().from(savedHorses).where(eq(savedHorses.userId, userId)),
    savedSearches: await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    sessions: await theirs(sessions.userId, {
      device: sessions.device,
      keepSignedIn: sessions.keepSignedIn,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    }),
    passwordResets: await theirs(passwordResetTokens.userId, {
      createdAt: passwordResetTokens.createdAt,
      usedAt: passwordResetTokens.usedAt,
    }),
    emailVerifications: await theirs(emailVerificationTokens.userId, {
      email: emailVerificationTokens.email,
      createdAt: emailVerificationTokens.createdAt,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
    }),
    calendarFeeds: await theirs(calendarFeeds.userId, { createdAt: calendarFeeds.createdAt }),
    conversationNotices: await theirs(conversationNotices.receiverId, {
      senderId: conversationNotices.senderId,
      toldAt: conversationNotices.toldAt,
      mailedAt: conversationNotices.mailedAt,
    }),
    pendingMessageNotices: await theirs(pendingMessageNotices.receiverId, {
      senderId: pendingMessageNotices.senderId,
      dueAt: pendingMessageNotices.dueAt,
      sentAt: pendingMessageNotices.sentAt,
      createdAt: pendingMessageNotices.createdAt,
    }),
    notices: await theirs(notices.userId, {
      kind: notices.kind,
      words: notices.words,
      link: notices.link,
      readAt: notices.readAt,
      createdAt: notices.createdAt,
    }),
    pushDevices: await theirs(pushSubscriptions.userId, { createdAt: pushSubscriptions.createdAt }),
    // Who the member blocked. Blocks of the member by others stay out: a block is neutral by design and
    // never tells the blocked member who blocked them (docs/decisions/0016).
    blocks: await theirs(blocks.blockerId, { blockedId: blocks.blockedId, createdAt: blocks.createdAt }),
    // Reports the member filed. Reports about the member stay out: they would name the reporter.
    reportsFiled: await theirs(reports.reporterId, {
      id: reports.id,
      reportedUserId: reports.reportedUserId,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      detail: reports.detail,
      status: reports.status,
      decidedAt: reports.decidedAt,
      createdAt: reports.createdAt,
    }),
    // The member's asks and the referees' answers, and references the member gave under their address
    // (decision 0055); never a link's hash.
    references: await db
      .select(referenceColumns)
      .from(riderReferences)
      .where(eq(riderReferences.riderId, userId)),
    referencesGiven: await db
      .select(referenceColumns)
      .from(riderReferences)
      .where(sameEmail(riderReferences.refereeEmail)),
    registrationSessions: await db
      .select()
      .from(registrationSessions)
      .where(sameEmail(registrationSessions.email)),
    uploads: await theirs(uploads.uploaderId, { key: uploads.key, createdAt: uploads.createdAt }),
    contactMessages: await db.select().from(contactMessages).where(sameEmail(contactMessages.email)),
    ridingSchool: await db
      .select(ridingSchoolExported)
      .from(ridingSchools)
      .where(eq(ridingSchools.userId, userId))
      .then((rows) =>
        rows.map(({ certificateKey, ...row }) => ({ ...row, hasCertificate: certificateKey !== null })),
      ),
    payments: {
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      donations: await db.select().from(donations).where(eq(donations.userId, userId)),
      customerMappings: await db.select().from(customerMappings).where(eq(customerMappings.userId, userId)),
      cancellationRequests: await db
        .select()
        .from(cancellationRequests)
        .where(eq(cancellationRequests.userId, userId)),
    },
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof readMemberData>>>;
