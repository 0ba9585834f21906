import { z } from 'zod';
import { AUTH_MESSAGES, MEMBER_DETAIL_FIELDS } from './auth.js';
import { ExperienceLevelSchema } from './options.js';
import { RiderWeightSchema, type VerificationStatusSchema } from './users.js';

/** The spec's words for My Profile (docs/product.md §M5, §M8) and the account calls, shared by server and client. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  updateFailed: 'Update failed',
  notYourProfile: 'You can only change your own profile.',
  phoneInvalid: 'Please enter a valid UK phone number (e.g., 07700 900123)',
  imageTooLargeTitle: 'File too large',
  imageTooLarge: 'Please select an image under 5MB',
  imageWrongTypeTitle: 'Invalid file type',
  imageWrongType: 'Please select an image file',
  uploadFailed: 'Upload failed',
  deleteFailed: 'Delete failed',
  noProfileImage: 'There is no profile photo to delete.',
  markBrowsedFailed: 'Failed to mark as browsed',
  passwordRequired: 'Please enter your password to confirm',
  passwordWrong: 'That password is not right. Your account has not been deleted.',
  futureVisits:
    'You have accepted visits still to come. Deleting your account cancels them and the enthusiasts will not be able to reach you. Confirm again to delete anyway.',
  accountDeleted: 'Your account has been deleted',
  deletedMemberName: 'Deleted member',
  anonymousReviewer: 'Anonymous',
  nameCheckedAgainstId:
    "Your name was checked against your ID, so it can't be changed here. Contact us to change it.",
  nameBeingChecked:
    "Your name is being checked against your ID, so it can't be changed until the check is done.",
} as const;

/**
 * Why the member's first and last name are held as they are, in the words the form and the server's
 * refusal show (null when they are not): an ID check approved (the Verified badge vouches for that name)
 * or waiting for review (the admin compares the document with it). A rejected member may correct their
 * name before sending a new document
 * (docs/decisions/0041-checked-names-and-refunded-donations.md).
 */
export const nameHeldBecause = (
  verificationStatus: z.infer<typeof VerificationStatusSchema>,
): string | null =>
  verificationStatus === 'verified'
    ? PROFILE_MESSAGES.nameCheckedAgainstId
    : verificationStatus === 'pending'
      ? PROFILE_MESSAGES.nameBeingChecked
      : null;

/**
 * The words of a member's experience field and its switch, on My Profile and at registration alike
 * (docs/decisions/0036-one-horse-form-and-shown-experience.md).
 */
export const EXPERIENCE_FIELD = {
  label: 'Experience with horses',
  prompt: 'Select your experience',
  show: 'Show my experience on my public profile',
  registrationHint: 'Optional. Shown on your public profile; you can hide it or change it on My Profile.',
} as const;

export const PROFILE_LIMITS = {
  field: 'profileImage',
  maxImageBytes: 5 * 1024 * 1024,
  /** Profile photos are re-encoded square at this many pixels a side. */
  imageSide: 512,
} as const;

/** A UK number: 0 or +44 then 9 or 10 digits; spaces, dashes, dots and brackets are ignored. */
export const UK_PHONE_PATTERN = /^(?:\+44|0044|0)[1-9]\d{8,9}$/;
export const normalisePhone = (value: string) => value.replace(/[\s\-().]/g, '');

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * PUT /api/users/{id}: the member's editable details. The same rules as registration; rider weight is
 * checked against the member's type by the server (required of enthusiasts, refused for owners).
 */
export const ProfileUpdateSchema = z.object({
  ...MEMBER_DETAIL_FIELDS,
  bio: optionalText(1000, 'Bio must be at most 1000 characters'),
  phone: z
    .string()
    .trim()
    .max(20, PROFILE_MESSAGES.phoneInvalid)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || UK_PHONE_PATTERN.test(normalisePhone(value)), {
      message: PROFILE_MESSAGES.phoneInvalid,
    }),
  riderWeight: RiderWeightSchema.nullish().transform((value) => value ?? null),
  /** Private riding experience, matched against horses' levels (issue 18); left out: unchanged. */
  experienceLevel: ExperienceLevelSchema.nullable().optional(),
  /** Show the level on the public profile (docs/decisions/0036); left out: unchanged. */
  showExperience: z.boolean().optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

export const RIDER_WEIGHT_MESSAGES = {
  required: AUTH_MESSAGES.riderWeightRequired,
  owner: AUTH_MESSAGES.riderWeightOwner,
} as const;

export const ProfileImageReplySchema = z.object({ profileImage: z.string().nullable() });

/**
 * DELETE /api/users/me: confirmed by the member's password. An owner with accepted visits still to come
 * is told first (409) and sends `confirmFutureVisits: true` to go ahead.
 */
export const AccountDeletionSchema = z.object({
  password: z.string().min(1, PROFILE_MESSAGES.passwordRequired).max(128),
  confirmFutureVisits: z.boolean().optional(),
});
export type AccountDeletionInput = z.infer<typeof AccountDeletionSchema>;

/** What deleting an account removes and what it keeps: the dialog and the mail say the same. */
export const ACCOUNT_DELETION_EFFECTS = {
  removed: [
    'Your profile, photo, contact details and verification document',
    'Your horses, their photos and availability',
    'Your requests, sign-in sessions, blocks and saved preferences',
    'Contact Us messages from your confirmed address, and reports you made that have been reviewed',
  ],
  kept: [
    'Messages you sent stay in the other members\u2019 conversations, shown as from \u201cDeleted member\u201d',
    'Reviews you wrote stay without your name (shown as \u201cAnonymous\u201d), so ratings stay true',
    'A report not yet reviewed, and what it is about (a reported horse stays hidden), until our team has reviewed it',
    'Payment records we must keep by law',
  ],
} as const;
