import { z } from 'zod';
import { LIMITS_VERDICTS } from './rules/rider-limits.js';

// Reliability in numbers and who is asking (issue 44, decision 0055). The arithmetic is in
// rules/reliability.ts. Call:
//   GET /api/users/{id}/reliability   anyone (a hidden or deleted member: 404) → MemberReliability

export const KeptVisitsSchema = z.object({ kept: z.number().int(), due: z.number().int() });

export const AnsweringFiguresSchema = z.object({
  counted: z.number().int(),
  answered: z.number().int(),
  medianMs: z.number().nullable(),
});

/**
 * A member's figures, each null while there is nothing to show: `kept` until one day the member was due
 * to ride counts; `answering` until three requests to them count (rules/reliability.ts).
 */
export const MemberReliabilitySchema = z.object({
  kept: KeptVisitsSchema.nullable(),
  answering: AnsweringFiguresSchema.nullable(),
});
export type MemberReliability = z.infer<typeof MemberReliabilitySchema>;

/**
 * Who is asking, on the owner's request card: their public marks and figures, and the verdict against
 * the horse's limits as they stood when the rider asked (never the rider's weight).
 */
export const RequesterRecordSchema = z.object({
  verified: z.boolean(),
  /** The experience the public profile shows (null when hidden or not given). */
  experience: z.string().nullable(),
  /** Hundredths, from counted reviews ("New" while reviewCount is 0). */
  rating: z.number().int(),
  reviewCount: z.number().int(),
  references: z.object({
    count: z.number().int(),
    /** The newest, as one line ("Jo, riding instructor, known 3 years, Dec 2026"). */
    latest: z.string().nullable(),
  }),
  kept: KeptVisitsSchema.nullable(),
  memberSince: z.string(),
  limits: z.enum(LIMITS_VERDICTS).nullable(),
});
export type RequesterRecord = z.infer<typeof RequesterRecordSchema>;
