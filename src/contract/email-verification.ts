import { z } from 'zod';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './rules/return-to.js';

export * from './email-verification-words.js';

/**
 * Where a confirmation link brings the member back to: a path of this site, or nothing. Never a 400: a
 * link or a registration goes on without it.
 */
export const OptionalReturnToSchema = z
  .string()
  .max(RETURN_TO_MAX_LENGTH)
  .optional()
  .catch(undefined)
  .transform((value) => safeReturnTo(value) ?? undefined);

export const VerifyEmailQuerySchema = z.object({
  token: z.string().trim().max(200).optional(),
  /** Carried from the mail's link to the page it lands on, checked on both (safeReturnTo). */
  returnTo: OptionalReturnToSchema,
});

/**
 * POST resendPath's optional body: the page the member asked from, which the new link brings them back
 * to. Anything but a path of this site is refused (400), never mailed.
 */
export const ResendVerificationBodySchema = z
  .object({
    returnTo: z
      .string()
      .max(RETURN_TO_MAX_LENGTH)
      .refine((value) => safeReturnTo(value) !== null, 'Use a page of this site')
      .optional(),
  })
  // No body at all (the banner's button) arrives as null.
  .nullish();
export type ResendVerificationBody = z.infer<typeof ResendVerificationBodySchema>;
