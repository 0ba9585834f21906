import { z } from 'zod';
import { IdParamSchema } from './ids.js';
import { ExperienceLevelSchema, InterestSchema } from './options.js';

export const USER_TYPES = ['owner', 'enthusiast'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const RIDER_WEIGHTS = [
  'under-7st',
  '7-9st',
  '9-11st',
  '11-13st',
  '13-15st',
  '15-17st',
  'over-17st',
] as const;
export const RiderWeightSchema = z.enum(RIDER_WEIGHTS);
export type RiderWeight = z.infer<typeof RiderWeightSchema>;

/** The public view of a user (docs/design.md §4): never email, phone, postcode, rider weight or documents. */
export const PublicUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userType: UserTypeSchema,
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  experience: z.string().nullable(),
  verificationStatus: VerificationStatusSchema,
  /** From the reviews of the owner's horses (hundredths; "New" while ownerReviewCount is 0). */
  ownerRating: z.number().int(),
  ownerReviewCount: z.number().int(),
  rating: z.number().int(),
  reviewCount: z.number().int(),
  /** An owner with a live Premium subscription (docs/design.md §7). */
  isPremium: z.boolean(),
  /** The member has made a donation that went through (docs/decisions/0021): a thank-you, not a check. */
  isSupporter: z.boolean(),
  /**
   * "Verified riding school": a moderator checked the business, its insurance has not expired and the
   * owner holds Premium now (rules/riding-school.ts; docs/decisions/0054). Nothing else sets it.
   */
  isVerifiedRidingSchool: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** The signed-in user's own view (GET /api/auth/me): the public view plus their private fields. */
export const SessionUserSchema = PublicUserSchema.omit({
  isPremium: true,
  isSupporter: true,
  isVerifiedRidingSchool: true,
}).extend({
  email: z.string(),
  username: z.string(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  riderWeight: RiderWeightSchema.nullable(),
  interests: z.array(InterestSchema),
  optOutMarketing: z.boolean(),
  hasBrowsedHorses: z.boolean(),
  experienceLevel: ExperienceLevelSchema.nullable(),
  /** Whether the public profile shows experienceLevel as `experience` (docs/decisions/0036). */
  showExperience: z.boolean(),
  verificationSubmittedAt: z.string().nullable(),
  /** The member opened the link mailed to their address (docs/decisions/0021). */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The path of a member's own routes, /api/users/{id}/... */
export const UserParamsSchema = z.object({ id: IdParamSchema('Invalid user id') });

/** A member as a card or a list shows them: name, place and photo, from their public view. */
export const MemberCardSchema = PublicUserSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  location: true,
  profileImage: true,
});
