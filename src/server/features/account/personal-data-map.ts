/**
 * The register of personal data (docs/decisions/0024): every table of the schema, what ties its rows to
 * a member, where the export puts them and what account deletion does to them. A test walks the schema
 * and fails for a table or column that is not here, so a new one is classified before it ships, and it
 * proves the export and the deletion keep to what is written here.
 */

import { YARD_FIELDS } from '#contract/visits.js';

/** What account deletion does to the rows a link ties to the member. */
export type Deletion =
  /** The rows go. */
  | 'deleted'
  /** The row stays, emptied of personal data (the member's own row, a nameless tombstone). */
  | 'anonymised'
  /** The rows stay: others' conversations and ratings, moderation's record, payment records. */
  | 'kept'
  /** The rows go, except those an open report needs for its review. */
  | 'kept-while-report-open';

/** A column that names the member: their id, their e-mail address, or one of their horses. */
export interface MemberLink {
  by: 'member' | 'email' | 'horse';
  deletion: Deletion;
}

export interface PersonalTable {
  personal: true;
  links: Record<string, MemberLink>;
  /** Where the export puts the member's rows (dotted paths), empty when it leaves them out (see why). */
  exportedAs: string[];
  /** Columns every exported row carries. */
  exported: string[];
  /** Columns never exported: secrets, or what would name someone else. */
  withheld: string[];
  why: string;
}

export interface OtherTable {
  personal: false;
  columns: string[];
  why: string;
}

const member = (deletion: Deletion): MemberLink => ({ by: 'member', deletion });
const email = (deletion: Deletion): MemberLink => ({ by: 'email', deletion });
const horse = (deletion: Deletion): MemberLink => ({ by: 'horse', deletion });

export const PERSONAL_DATA_MAP: Record<string, PersonalTable | OtherTable> = {
  users: {
    personal: true,
    links: { id: member('anonymised') },
    exportedAs: ['profile'],
    exported: [
      'id',
      'email',
      'username',
      'firstName',
      'lastName',
      'userType',
      'location',
      'postcode',
      'bio',
      'phone',
      'riderWeight',
      'profileImage',
      'experience',
      'experienceLevel',
      'showExperience',
      'interests',
      'optOutMarketing',
      'hasBrowsedHorses',
      'emailVerifiedAt',
      'verificationStatus',
      'verificationSubmittedAt',
      'ageConfirmedAt',
      'termsAcceptedAt',
      'ownerRating',
      'ownerReviewCount',
      'rating',
      'reviewCount',
      'deletedAt',
      'suspendedAt',
      'messageNotices',
      'visitReminders',
      'pushMessages',
      'pushRequests',
      'pushDecisions',
      'createdAt',
      'updatedAt',
    ],
    withheld: ['passwordHash', 'verificationDocument'],
    why: 'The row stays as a nameless tombstone so others’ threads and ratings stay true.',
  },
  sessions: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['sessions'],
    exported: ['device', 'keepSignedIn', 'createdAt', 'lastSeenAt', 'expiresAt'],
    withheld: ['id', 'publicId', 'userId'],
    why: 'The id is the hash of the cookie token: a secret.',
  },
  password_reset_tokens: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['passwordResets'],
    exported: ['createdAt', 'usedAt'],
    withheld: ['id', 'userId', 'tokenHash', 'expiresAt', 'used'],
    why: 'When resets were asked for and used; the token hash is a secret.',
  },
  email_verification_tokens: {
    personal: true,
    links: { userId: member('deleted'), email: email('deleted') },
    exportedAs: ['emailVerifications'],
    exported: ['email', 'createdAt', 'expiresAt', 'usedAt'],
    withheld: ['id', 'userId', 'tokenHash'],
    why: 'Addresses the member asked to confirm; the token hash is a secret.',
  },
  registration_sessions: {
    personal: true,
    links: { email: email('deleted') },
    exportedAs: ['registrationSessions'],
    exported: [
      'id',
      'sessionId',
      'userType',
      'interests',
      'email',
      'firstName',
      'lastName',
      'city',
      'postcode',
      'bio',
      'currentStep',
      'completedAt',
      'createdAt',
      'updatedAt',
    ],
    withheld: [],
    why: 'Registration progress under the address; exported once the address is confirmed.',
  },
  calendar_feeds: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['calendarFeeds'],
    exported: ['createdAt'],
    withheld: ['userId', 'tokenHash'],
    why: 'The feed’s token hash is a secret.',
  },
  horses: {
    personal: true,
    links: { ownerId: member('kept-while-report-open') },
    exportedAs: ['horses'],
    exported: [
      'id',
      'ownerId',
      'name',
      'breed',
      'age',
      'color',
      'height',
      'temperament',
      'experienceLevel',
      'description',
      'specialNeeds',
      'location',
      'postcode',
      'latitude',
      'longitude',
      'services',
      'images',
      'imageApprovalStatus',
      'isAvailable',
      'hiddenAt',
      'pricePerHour',
      'rating',
      'reviewCount',
      'createdAt',
      'updatedAt',
    ],
    withheld: [],
    why: 'A horse an open report is about stays hidden, without its place, for the review.',
  },
  availability_slots: {
    personal: true,
    links: { horseId: horse('deleted') },
    exportedAs: ['availabilitySlots'],
    exported: [
      'id',
      'horseId',
      'title',
      'startDate',
      'endDate',
      'startTime',
      'endTime',
      'recurrenceType',
      'recurrenceEnd',
      'isTemplate',
      'capacity',
      'createdAt',
      'endingNoticeSentAt',
      'carryOnDays',
    ],
    withheld: [],
    why: 'The calendars of the member’s horses.',
  },
  yard_details: {
    personal: true,
    links: { horseId: horse('deleted') },
    exportedAs: ['yardDetails'],
    // Every field the owner fills in, by the contract's own list: a new field is exported with the rest.
    exported: ['horseId', ...YARD_FIELDS, 'updatedAt'],
    withheld: [],
    why: 'The owner’s private yard notes for each horse.',
  },
  requests: {
    personal: true,
    links: {
      requesterId: member('deleted'),
      ownerId: member('deleted'),
      changedById: member('deleted'),
    },
    exportedAs: ['requests'],
    exported: [
      'id',
      'horseId',
      'requesterId',
      'ownerId',
      'service',
      'startDate',
      'endDate',
      'message',
      'status',
      'slotId',
      'reason',
      'changedById',
      'changedAt',
      'previousStatus',
      'remindedAt',
      'createdAt',
    ],
    withheld: [],
    why: 'Requests made or received; the thread messages about them stay with the other member.',
  },
  messages: {
    personal: true,
    links: { senderId: member('kept'), receiverId: member('kept') },
    exportedAs: ['messagesSent', 'messagesReceived'],
    exported: [
      'id',
      'senderId',
      'receiverId',
      'requestId',
      'horseId',
      'availabilitySlotId',
      'content',
      'messageType',
      'preferredTime',
      'isFlexible',
      'activities',
      'isRead',
      'hiddenAt',
      'createdAt',
    ],
    withheld: [],
    why: 'Kept in the other member’s conversation, from "Deleted member" (and a reported one for review).',
  },
  conversation_notices: {
    personal: true,
    links: { receiverId: member('deleted'), senderId: member('deleted') },
    exportedAs: ['conversationNotices'],
    exported: ['senderId', 'toldAt', 'mailedAt'],
    withheld: ['receiverId'],
    why: 'When the member was last told about a conversation (push or e-mail), and when last e-mailed.',
  },
  thread_notices: {
    personal: true,
    links: { receiverId: member('deleted'), senderId: member('deleted') },
    exportedAs: [],
    exported: [],
    withheld: ['receiverId', 'senderId', 'toldAt'],
    why: 'Retired by conversation_notices (decision 0043), kept one release for a rolling restart: not read, so not exported.',
  },
  message_notices: {
    personal: true,
    links: { receiverId: member('deleted'), senderId: member('deleted') },
    exportedAs: [],
    exported: [],
    withheld: ['receiverId', 'senderId', 'sentAt'],
    why: 'Retired by conversation_notices (decision 0043), kept one release for a rolling restart: not read, so not exported.',
  },
  push_subscriptions: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['pushDevices'],
    exported: ['createdAt'],
    withheld: ['id', 'userId', 'endpoint', 'p256dh', 'auth'],
    why: 'The devices that get the member’s notifications; the address and keys are secrets of the device.',
  },
  reviews: {
    personal: true,
    links: { reviewerId: member('kept'), reviewedUserId: member('kept') },
    exportedAs: ['reviewsWritten', 'reviewsReceived'],
    exported: [
      'id',
      'horseId',
      'reviewedUserId',
      'reviewerId',
      'requestId',
      'visitOn',
      'rating',
      'comment',
      'hiddenAt',
      'createdAt',
    ],
    withheld: [],
    why: 'Kept without the writer’s name, so ratings stay true (the visit’s day stays with it, decision 0040); reviews of a deleted horse go with it.',
  },
  reports: {
    personal: true,
    links: { reporterId: member('kept-while-report-open'), reportedUserId: member('kept') },
    exportedAs: ['reportsFiled'],
    exported: [
      'id',
      'reportedUserId',
      'targetType',
      'targetId',
      'reason',
      'detail',
      'status',
      'decidedAt',
      'createdAt',
    ],
    withheld: ['reporterId', 'decidedBy'],
    why:
      'Filed reports are exported, settled ones deleted; reports about the member are moderation’s ' +
      'record, kept, and not exported because they would name the reporter.',
  },
  blocks: {
    personal: true,
    links: { blockerId: member('deleted'), blockedId: member('deleted') },
    exportedAs: ['blocks'],
    exported: ['blockedId', 'createdAt'],
    withheld: ['blockerId'],
    why: 'Who the member blocked; blocks of the member are not exported (a block never names its maker).',
  },
  saved_horses: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['savedHorses'],
    exported: ['userId', 'horseId', 'createdAt'],
    withheld: [],
    why: 'The member’s saved horses.',
  },
  saved_searches: {
    personal: true,
    links: { userId: member('deleted') },
    exportedAs: ['savedSearches'],
    exported: [
      'id',
      'userId',
      'location',
      'latitude',
      'longitude',
      'radiusMiles',
      'experienceLevel',
      'services',
      'alerts',
      'checkedThrough',
      'createdAt',
    ],
    withheld: [],
    why: 'The member’s saved searches.',
  },
  uploads: {
    personal: true,
    links: { uploaderId: member('deleted') },
    exportedAs: ['uploads'],
    exported: ['key', 'createdAt'],
    withheld: ['uploaderId'],
    why: 'Photos the member uploaded; files nobody shows go with the records.',
  },
  contact_messages: {
    personal: true,
    links: { email: email('deleted') },
    exportedAs: ['contactMessages'],
    exported: ['id', 'name', 'email', 'subject', 'message', 'mailStatus', 'createdAt'],
    withheld: [],
    why: 'Contact Us messages sent from the address, once the member has confirmed it.',
  },
  subscriptions: {
    personal: true,
    links: { userId: member('kept') },
    exportedAs: ['payments.subscriptions'],
    exported: [
      'id',
      'userId',
      'providerSubscriptionId',
      'customerId',
      'productId',
      'productName',
      'priceId',
      'ownerPremium',
      'status',
      'currency',
      'amount',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'metadata',
      'lastEventAt',
      'createdAt',
      'updatedAt',
    ],
    withheld: [],
    why: 'Payment records, kept as the law requires.',
  },
  donations: {
    personal: true,
    links: { userId: member('kept'), email: email('kept') },
    exportedAs: ['payments.donations'],
    exported: [
      'id',
      'userId',
      'email',
      'customerId',
      'providerSubscriptionId',
      'productName',
      'status',
      'amount',
      'currency',
      'subscriptionStartDate',
      'nextBillingDate',
      'subscriptionEnd',
      'metadata',
      'lastEventAt',
      'createdAt',
      'checkoutSessionId',
    ],
    withheld: [],
    why: 'Payment records, kept as the law requires.',
  },
  customer_mappings: {
    personal: true,
    links: { userId: member('kept'), email: email('kept') },
    exportedAs: ['payments.customerMappings'],
    exported: ['id', 'providerCustomerId', 'email', 'userId', 'createdAt'],
    withheld: [],
    why: 'Ties payment records to the member; kept with them.',
  },
  cancellation_requests: {
    personal: true,
    links: { userId: member('kept'), userEmail: email('kept') },
    exportedAs: ['payments.cancellationRequests'],
    exported: ['id', 'userId', 'type', 'item', 'userEmail', 'username', 'createdAt'],
    withheld: [],
    why: 'Part of the payment records, kept with them.',
  },
  admin_accounts: {
    personal: false,
    columns: ['id', 'username', 'passwordHash', 'createdAt'],
    why: 'Operators, not members.',
  },
  admin_sessions: {
    personal: false,
    columns: ['id', 'adminId', 'createdAt', 'lastSeenAt', 'expiresAt'],
    why: 'Operators’ sessions.',
  },
  admin_audit_log: {
    personal: false,
    columns: ['id', 'adminId', 'adminUsername', 'action', 'targetType', 'targetId', 'detail', 'createdAt'],
    why: 'The operators’ append-only record of decisions; it names items by id and stays.',
  },
  site_metrics: {
    personal: false,
    columns: ['id', 'date', 'userCount', 'horseCount', 'visitCount', 'registrationCount'],
    why: 'Daily counts.',
  },
  geocode_cache: {
    personal: false,
    columns: ['query', 'latitude', 'longitude', 'label', 'createdAt'],
    why: 'Place look-ups, tied to nobody.',
  },
  job_leases: {
    personal: false,
    columns: ['name', 'periodStart', 'holder', 'leaseUntil', 'finishedAt'],
    why: 'Which process ran each periodic job for which period (a process id, no member).',
  },
  webhook_events: {
    personal: false,
    columns: ['id', 'type', 'receivedAt', 'objectKey'],
    why: 'Payment event ids, and the Stripe objects they were about, already handled.',
  },
  refunded_payment_intents: {
    personal: false,
    columns: ['paymentIntentId', 'refundedAt'],
    why: 'Stripe payments given back in full, by Stripe id and time: no member, e-mail or amount.',
  },
};
