import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { ImageApprovalStatusSchema, labelledCodes } from './options.js';
import { UserTypeSchema, VerificationStatusSchema } from './users.js';

/** The operator side (docs/product.md §M2, §M3, §M6, §M7): admin sign-in, moderation queues, metrics, users. */
export const ADMIN_LIMITS = {
  defaultPageSize: 25,
  maxPageSize: 100,
  /** Days of site metrics in the dashboard chart. */
  metricsDays: 30,
  minPasswordLength: 12,
} as const;

export const ADMIN_MESSAGES = {
  loginFailed: 'Invalid username or password',
  imageStale: 'This photo has changed since you loaded the list. Please refresh and try again.',
  imageNotFound: 'Horse not found',
  reasonRequired: 'Please choose a reason for the rejection',
  verificationNotPending: 'This member has no verification awaiting a decision.',
  alreadyVerified: 'This member is already verified.',
  nothingToReject: 'This member has no verification awaiting a decision or to withdraw.',
  verificationChanged:
    "This member's verification has changed since you loaded the list. Please refresh and try again.",
  documentChanged:
    'This member has sent a new document since you loaded the list. Please refresh and look at the new document.',
  badSubmittedAt: 'submittedAt must be a date and time (ISO 8601), as the list showed it',
  userNotFound: 'User not found',
  documentNotFound: 'No verification document on file',
  signedOut: 'Signed out',
  imageUpdateFailed: 'Failed to update image status.',
  verificationUpdateFailed: 'Failed to update verification status.',
  verificationReasonRequired: 'Please choose why the document was not accepted',
  revocationReasonRequired: 'Please choose why the verification is withdrawn',
  reasonOnlyWithRejection: 'A reason goes only with a rejection',
  memberActionReasonRequired: 'Please give a reason',
  alreadySuspended: 'This member is already suspended.',
  notSuspended: 'This member is not suspended.',
  memberDeleted: 'This member deleted their account.',
  emailAlreadyConfirmed: 'This member has already confirmed their e-mail address.',
  verificationMailResent: 'A new confirmation link is on its way to the member.',
  agreementNotReported: 'An agreement can be read only while a report names it.',
} as const;

/** The longest note an admin adds to a rejection, or reason for a suspension. */
export const ADMIN_NOTE_MAX_LENGTH = 1000;

export const AdminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Please enter your username').max(100),
  password: z.string().min(1, 'Please enter your password').max(200),
});
export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

/** Who is signed in as admin (login reply and GET /api/admin/me). */
export const AdminSchema = z.object({ id: z.number().int(), username: z.string() });
export type Admin = z.infer<typeof AdminSchema>;

/** limit/offset of every admin list; the total is in X-Total-Count. */
export const AdminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_LIMITS.maxPageSize).default(ADMIN_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

export const AdminUsersQuerySchema = AdminPageQuerySchema.extend({
  /** Part of a name or e-mail address, any case. */
  q: z.string().trim().max(100).optional(),
  /** One member (the audit log links to a member this way). */
  id: IdParamSchema('Invalid user id').optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const DailyMetricSchema = z.object({
  /** YYYY-MM-DD, UK calendar day. */
  date: z.string(),
  visitCount: z.number().int(),
  registrationCount: z.number().int(),
});

export const AdminMetricsSchema = z.object({
  userCount: z.number().int(),
  horseCount: z.number().int(),
  pendingImagesCount: z.number().int(),
  pendingVerificationsCount: z.number().int(),
  /** Riding schools waiting for their business check (docs/decisions/0054). */
  pendingRidingSchoolsCount: z.number().int(),
  /** Reports awaiting a decision, and how many of them are animal-welfare concerns (shown first). */
  openReportsCount: z.number().int(),
  openAnimalWelfareReportsCount: z.number().int(),
  /** The last 30 days, oldest first, one entry per day (zeros included). */
  daily: z.array(DailyMetricSchema),
});
export type AdminMetrics = z.infer<typeof AdminMetricsSchema>;

export const PendingImageSchema = z.object({
  horse: z.object({ id: z.number().int(), name: z.string() }),
  owner: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  imageIndex: z.number().int(),
  /** Send it back as `imageUrl` with the decision: it proves the admin saw this photo at this index. */
  imageUrl: z.string(),
  /** Not recorded per photo: null. */
  uploadedAt: z.string().nullable(),
});
export const PendingImageListSchema = z.array(PendingImageSchema);
export type PendingImage = z.infer<typeof PendingImageSchema>;

/** How the admin lists name a member (the private address included). */
const memberNameFields = { firstName: z.string(), lastName: z.string(), email: z.string() };

export const PendingVerificationSchema = z.object({
  userId: z.number().int(),
  ...memberNameFields,
  userType: UserTypeSchema,
  submittedAt: z.string().nullable(),
  /** Admin-only address of the document (GET, streamed with its content type). */
  documentUrl: z.string(),
});
export const PendingVerificationListSchema = z.array(PendingVerificationSchema);
export type PendingVerification = z.infer<typeof PendingVerificationSchema>;

/** A member as the admin sees it (docs/product.md §M6: including email, phone, bio, postcode). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  ...memberNameFields,
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  postcode: z.string().nullable(),
  userType: UserTypeSchema,
  verificationStatus: VerificationStatusSchema,
  verificationSubmittedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the member opened the link mailed to their current address. */
  emailVerified: z.boolean(),
  /** When an admin suspended the member; null when they may sign in. */
  suspendedAt: z.string().nullable(),
  /** The member deleted their account: a nameless tombstone, nothing to act on. */
  deleted: z.boolean(),
});
export const AdminUserListSchema = z.array(AdminUserSchema);
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Why a photo was turned down: the owner reads the label in the mail. */
export const {
  codes: IMAGE_REJECTION_REASONS,
  schema: ImageRejectionReasonSchema,
  labels: IMAGE_REJECTION_REASON_LABELS,
} = labelledCodes({
  'not-a-horse': 'The photo does not show the horse',
  'people-identifiable': 'The photo shows people who could be identified',
  'location-revealed': 'The photo reveals where the horse is kept (signs, house numbers, number plates)',
  'poor-quality': 'The photo is too dark, blurred or small',
  inappropriate: 'The photo is not suitable for the site',
  other: 'The photo does not meet our photo guidelines',
});
export type ImageRejectionReason = z.infer<typeof ImageRejectionReasonSchema>;

/**
 * The specification's body is horseId, imageIndex and action. The admin screen also sends the URL it
 * showed (a decision then applies only if that index still holds it) and the reason it asks for; a
 * rejection sent without a reason is recorded as "other" (decision 0009).
 */
/** The reason the admin screen always gives with a photo's rejection (its form checks it by this). */
export const ImageRejectionSchema = z.object({
  reason: z.enum(IMAGE_REJECTION_REASONS, ADMIN_MESSAGES.reasonRequired),
});

export const ApproveImageSchema = z.object({
  horseId: IdSchema('Invalid horse id'),
  imageIndex: z.number().int().min(0).max(100),
  action: ImageApprovalStatusSchema.exclude(['pending']),
  imageUrl: z.string().min(1, 'imageUrl is required').max(500).optional(),
  reason: ImageRejectionSchema.shape.reason.optional(),
});
export type ApproveImageInput = z.infer<typeof ApproveImageSchema>;

export const ApproveImageReplySchema = z.object({
  horseId: z.number().int(),
  imageIndex: z.number().int(),
  imageApprovalStatus: ImageApprovalStatusSchema,
});

/**
 * Why an identity document was not accepted (decision 0035). `label` is what the admin chooses from;
 * `mail` is the sentence the member reads in the e-mail, in plain words.
 */
export const VERIFICATION_REJECTION_REASONS = {
  unreadable: {
    label: 'Unreadable photo or scan',
    mail: 'We could not read the document: the photo or scan was too dark, blurred, cropped or small.',
  },
  'name-mismatch': {
    label: 'Name does not match the account',
    mail: 'The name on the document does not match the name on your account.',
  },
  expired: {
    label: 'Document expired',
    mail: 'The document has expired. We need one that is still valid.',
  },
  'not-identity-document': {
    label: 'Not an identity document',
    mail: 'The file you sent is not a photo identity document, such as a passport or driving licence.',
  },
  other: {
    label: 'Other (explain in the note)',
    mail: 'The document did not meet our verification requirements.',
  },
} as const;
export const VerificationRejectionReasonSchema = z.enum(
  Object.keys(VERIFICATION_REJECTION_REASONS) as [
    keyof typeof VERIFICATION_REJECTION_REASONS,
    ...(keyof typeof VERIFICATION_REJECTION_REASONS)[],
  ],
);
export type VerificationRejectionReason = z.infer<typeof VerificationRejectionReasonSchema>;

/**
 * The specification's body is userId and action. A rejection may say why (`reason`, and a `note` the
 * member reads too); the admin screen always does. A rejection sent without one is recorded as
 * "other", as a photo's is (decision 0035); a reason or note with a verification is refused.
 */
/** A rejection as the admin screen sends it: always with a reason (its form checks it by this). */
export const VerificationRejectionSchema = z.object({
  reason: z.enum(VerificationRejectionReasonSchema.options, ADMIN_MESSAGES.verificationReasonRequired),
  note: z
    .string()
    .trim()
    .max(ADMIN_NOTE_MAX_LENGTH, `Please keep the note under ${ADMIN_NOTE_MAX_LENGTH} characters`)
    .optional(),
});

/**
 * Withdrawing a member's verification (docs/product.md §M2, Admin dashboard; decision 0044): the same
 * reasons and note as a rejection, asked for in words true of a verification already given.
 */
export const VerificationRevocationSchema = VerificationRejectionSchema.extend({
  reason: z.enum(VerificationRejectionReasonSchema.options, ADMIN_MESSAGES.revocationReasonRequired),
});

/**
 * The statuses an admin decides from: a pending check is verified or rejected; a verified member's
 * verification is withdrawn with a rejection (decision 0044).
 */
export const DECIDABLE_VERIFICATION_STATUSES = ['pending', 'verified'] as const;
export type DecidableVerificationStatus = (typeof DECIDABLE_VERIFICATION_STATUSES)[number];

export const ApproveVerificationSchema = z
  .object({
    userId: IdSchema('Invalid user id'),
    action: z.enum(['verified', 'rejected']),
    reason: VerificationRejectionSchema.shape.reason.optional(),
    note: VerificationRejectionSchema.shape.note,
    /**
     * The member's status as the admin saw it; the decision then applies only while it still holds (a
     * rejection from the queue never withdraws a verification another admin has just given). Without
     * it, as in the specification's body, a rejection applies to a pending or a verified member.
     */
    currentStatus: z.enum(DECIDABLE_VERIFICATION_STATUSES).optional(),
    /**
     * When the document the admin looked at was submitted, as the queue listed it (`submittedAt`): a
     * member may send a new document while pending, and the decision applies only to the one seen
     * (decision 0044). Optional, as `currentStatus` is: the specification's body has neither.
     */
    submittedAt: z.iso.datetime({ error: ADMIN_MESSAGES.badSubmittedAt }).optional(),
  })
  .refine((body) => body.action === 'rejected' || (body.reason === undefined && !body.note), {
    path: ['reason'],
    message: ADMIN_MESSAGES.reasonOnlyWithRejection,
  });
export type ApproveVerificationInput = z.infer<typeof ApproveVerificationSchema>;

export const ApproveVerificationReplySchema = z.object({
  userId: z.number().int(),
  verificationStatus: VerificationStatusSchema,
});

export const AUDIT_ACTIONS = [
  'image.approved',
  'image.rejected',
  'verification.verified',
  'verification.rejected',
  'report.dismissed',
  'report.hidden',
  'member.suspended',
  'member.unsuspended',
  'member.confirmation-mail-resent',
  'riding-school.verified',
  'riding-school.rejected',
  'listing.hidden',
  'listing.hide-undone',
  'listing.unhidden',
  /** An admin read an agreement a report names (decision 0053): a read, logged because it is private. */
  'agreement.read',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;
export const AUDIT_TARGET_TYPES = ['horse-image', 'user', 'report', 'horse'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  adminUsername: z.string(),
  action: AuditActionSchema,
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number().int(),
  /** What was decided about what, e.g. { imageIndex, imageUrl, reason }. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /**
   * The member the decision was about (the member decided, or the one a report was about), named as
   * now stored: "Deleted member" once they deleted their account. Null when there is none.
   */
  member: z.object({ id: z.number().int(), name: z.string(), deleted: z.boolean() }).nullable(),
  /** The horse a photo or a report was about, while it exists. */
  horse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const AuditLogSchema = z.array(AuditEntrySchema);
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A reason an admin gives for suspending or restoring a member (mailed to them, kept in the audit log). */
export const MemberActionSchema = z.object({
  reason: z
    .string(ADMIN_MESSAGES.memberActionReasonRequired)
    .trim()
    .min(1, ADMIN_MESSAGES.memberActionReasonRequired)
    .max(ADMIN_NOTE_MAX_LENGTH, `Please keep it under ${ADMIN_NOTE_MAX_LENGTH} characters`),
});
export type MemberActionInput = z.infer<typeof MemberActionSchema>;

export const MemberActionReplySchema = z.object({
  userId: z.number().int(),
  suspendedAt: z.string().nullable(),
});
export type MemberActionReply = z.infer<typeof MemberActionReplySchema>;

// A member's horses as the admin sees them: contract/listing-moderation.ts (AdminMemberHorseSchema).
