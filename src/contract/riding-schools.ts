import { z } from 'zod';
import { ADMIN_NOTE_MAX_LENGTH } from './admin.js';
import { calendarDay } from './availability.js';
import { IdParamSchema } from './ids.js';
import { RIDING_SCHOOL_BADGE, RIDING_SCHOOL_STATUSES } from './rules/riding-school.js';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from './verification.js';

/**
 * Riding schools and equestrian centres (docs/product.md §P1; docs/decisions/0054): an owner says they
 * are one with the business's name, sends its insurance certificate and the day it expires, a moderator
 * checks them, and the horses are listed while the check stands, the insurance covers and Premium is live.
 */
export const RIDING_SCHOOL_LIMITS = {
  businessNameMax: 120,
  /** The certificate: the ID check's types and size, checked the same way (decision 0047 for PDFs). */
  maxCertificateBytes: VERIFICATION_LIMITS.maxDocumentBytes,
  mimeTypes: VERIFICATION_LIMITS.mimeTypes,
  field: 'insuranceCertificate',
  expiryField: 'insuranceExpiresOn',
  /** A certificate runs a year or so: an expiry further off than this is a typing slip. */
  maxYearsAhead: 3,
  /** The owner is reminded this many days before the insurance's last day. */
  reminderDays: 30,
} as const;

export const RIDING_SCHOOL_MESSAGES = {
  ownersOnly: 'Only horse owners can register a riding school or equestrian centre.',
  notYours: 'You can only manage your own riding school.',
  businessNameRequired: 'Please enter the name of your riding school or equestrian centre',
  businessNameTooLong: `Please keep the business name under ${RIDING_SCHOOL_LIMITS.businessNameMax} characters`,
  expiryRequired: 'Please enter the date your insurance expires',
  expiryPast: 'This insurance has already expired. Please send a certificate that is still valid.',
  expiryTooFar: `Please check the expiry date: it is more than ${RIDING_SCHOOL_LIMITS.maxYearsAhead} years away.`,
  declareFirst: 'Please tell us the name of your riding school or equestrian centre first.',
  notDeclared: 'You have not told us you are a riding school.',
  wrongType: VERIFICATION_MESSAGES.wrongType,
  tooLarge: VERIFICATION_MESSAGES.tooLarge,
  activePdf: VERIFICATION_MESSAGES.activePdf,
  uncheckablePdf: VERIFICATION_MESSAGES.uncheckablePdf,
  declared: 'Riding school saved',
  uploaded: 'Insurance certificate sent: we will check it soon',
  withdrawn: 'You are no longer listed as a riding school',
  /** The badge, on horse cards, a horse's page and the owner's profile. */
  badge: RIDING_SCHOOL_BADGE,
  /** Admin. */
  notFound: 'This member has not registered a riding school.',
  notWaiting: 'This riding school has no check waiting for a decision.',
  changed:
    'This riding school has sent a new certificate or changed its details since you loaded the list. Please refresh and look again.',
  reasonRequired: 'Please choose why the business was not accepted',
  reasonOnlyWithRejection: 'A reason goes only with a rejection',
  certificateNotFound: 'No insurance certificate on file',
  decisionFailed: 'Failed to update the riding school.',
} as const;

const BusinessNameSchema = z
  .string({ error: RIDING_SCHOOL_MESSAGES.businessNameRequired })
  .trim()
  .min(1, RIDING_SCHOOL_MESSAGES.businessNameRequired)
  .max(RIDING_SCHOOL_LIMITS.businessNameMax, RIDING_SCHOOL_MESSAGES.businessNameTooLong);

/** PUT /api/users/{id}/riding-school: the owner says they are a riding school, under this name. */
export const RidingSchoolDeclareSchema = z.strictObject({ businessName: BusinessNameSchema });
export type RidingSchoolDeclareInput = z.infer<typeof RidingSchoolDeclareSchema>;

/**
 * The form fields sent with the certificate (multipart, before the file). Whether the day is past or too
 * far off is the server's to say, by its calendar clock (riding-schools.service.ts).
 */
export const RidingSchoolInsuranceFieldsSchema = z.object({
  [RIDING_SCHOOL_LIMITS.expiryField]: calendarDay(RIDING_SCHOOL_MESSAGES.expiryRequired),
});

/** The certificate as the browser holds it, checked before it is sent; the server checks its bytes again. */
export const RidingSchoolCertificateSchema = RidingSchoolInsuranceFieldsSchema.extend({
  [RIDING_SCHOOL_LIMITS.field]: z
    .file(RIDING_SCHOOL_MESSAGES.wrongType)
    .mime([...RIDING_SCHOOL_LIMITS.mimeTypes], RIDING_SCHOOL_MESSAGES.wrongType)
    .max(RIDING_SCHOOL_LIMITS.maxCertificateBytes, RIDING_SCHOOL_MESSAGES.tooLarge),
});

/**
 * Why a business was not accepted. `label` is what the moderator chooses from; `mail` is the sentence
 * the owner reads, in the e-mail and on My Profile.
 */
export const RIDING_SCHOOL_REJECTION_REASONS = {
  'name-mismatch': {
    label: 'Business name does not match the certificate',
    mail: 'The business named on the certificate is not the one you gave us.',
  },
  unreadable: {
    label: 'Unreadable certificate',
    mail: 'We could not read the certificate: the photo or scan was too dark, blurred, cropped or small.',
  },
  'not-insurance': {
    label: 'Not an insurance certificate',
    mail: 'The file you sent is not an insurance certificate for the business.',
  },
  'expiry-mismatch': {
    label: 'Expiry date does not match',
    mail: 'The expiry date you entered is not the one on the certificate.',
  },
  'no-liability-cover': {
    label: 'No public liability cover shown',
    mail: 'The certificate does not show public liability cover for the business.',
  },
  other: {
    label: 'Other (explain in the note)',
    mail: 'The certificate did not meet our requirements.',
  },
} as const;
export type RidingSchoolRejectionReason = keyof typeof RIDING_SCHOOL_REJECTION_REASONS;
export const RidingSchoolRejectionReasonSchema = z.enum(
  Object.keys(RIDING_SCHOOL_REJECTION_REASONS) as [
    RidingSchoolRejectionReason,
    ...RidingSchoolRejectionReason[],
  ],
  RIDING_SCHOOL_MESSAGES.reasonRequired,
);

/** A rejection as the moderator's form sends it: always with a reason, and an optional note for the owner. */
export const RidingSchoolRejectionSchema = z.object({
  reason: RidingSchoolRejectionReasonSchema,
  note: z
    .string()
    .trim()
    .max(ADMIN_NOTE_MAX_LENGTH, `Please keep the note under ${ADMIN_NOTE_MAX_LENGTH} characters`)
    .optional(),
});

/**
 * POST /api/admin/riding-schools/{userId}/decision. `submittedAt` is the submission the moderator was
 * shown, as listed: the decision applies to that certificate only, never to one sent since.
 */
export const RidingSchoolDecisionSchema = z
  .strictObject({
    action: z.enum(['verified', 'rejected']),
    reason: RidingSchoolRejectionReasonSchema.optional(),
    note: RidingSchoolRejectionSchema.shape.note,
    submittedAt: z.iso.datetime({
      error: 'submittedAt must be a date and time (ISO 8601), as the list showed it',
    }),
  })
  .refine((body) => body.action === 'verified' || body.reason !== undefined, {
    path: ['reason'],
    message: RIDING_SCHOOL_MESSAGES.reasonRequired,
  })
  .refine((body) => body.action === 'rejected' || (body.reason === undefined && !body.note), {
    path: ['reason'],
    message: RIDING_SCHOOL_MESSAGES.reasonOnlyWithRejection,
  });
export type RidingSchoolDecisionInput = z.infer<typeof RidingSchoolDecisionSchema>;

export const RidingSchoolUserParamsSchema = z.object({ userId: IdParamSchema('Invalid user id') });

/** What the owner reads of their claim: the stored status, or `expired` once a verified insurance lapsed. */
export const RIDING_SCHOOL_SHOWN_STATUSES = [...RIDING_SCHOOL_STATUSES, 'expired'] as const;
export type RidingSchoolShownStatus = (typeof RIDING_SCHOOL_SHOWN_STATUSES)[number];

/** The owner's own view of their riding school (never public: the business name is shown to no one else). */
export const RidingSchoolSchema = z.object({
  businessName: z.string(),
  status: z.enum(RIDING_SCHOOL_SHOWN_STATUSES),
  /** The expiry day of the certificate last sent (the one waiting, or the one checked). */
  insuranceExpiresOn: z.string().nullable(),
  /** The last day of cover of the certificate a moderator accepted: listed until then (with Premium). */
  verifiedUntil: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why the last check turned the business down: the sentence the owner was mailed, and the note. */
  rejection: z.object({ reason: z.string(), note: z.string().nullable() }).nullable(),
  /** The owner holds Premium now: a riding school's horses are listed only while they do. */
  isPremium: z.boolean(),
  /** The badge, and the horses listed: the rule of contract/rules/riding-school.ts, today. */
  isVerifiedRidingSchool: z.boolean(),
});
export type RidingSchool = z.infer<typeof RidingSchoolSchema>;

/** GET, PUT, DELETE /api/users/{id}/riding-school and the certificate's POST answer with this. */
export const MyRidingSchoolReplySchema = z.object({ ridingSchool: RidingSchoolSchema.nullable() });
export type MyRidingSchoolReply = z.infer<typeof MyRidingSchoolReplySchema>;

/** A riding school waiting for its check, as the moderators' queue lists it. */
export const PendingRidingSchoolSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  businessName: z.string(),
  insuranceExpiresOn: z.string(),
  submittedAt: z.string(),
  /** Admin-only address of the certificate (GET, a sandboxed download). */
  certificateUrl: z.string(),
});
export const PendingRidingSchoolListSchema = z.array(PendingRidingSchoolSchema);
export type PendingRidingSchool = z.infer<typeof PendingRidingSchoolSchema>;

export const RidingSchoolDecisionReplySchema = z.object({
  userId: z.number().int(),
  status: z.enum(['verified', 'rejected']),
});
