import { z } from 'zod';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './rules/return-to.js';

/**
 * E-mail verification (docs/decisions/0021): a member proves they read their address's mail before they
 * can enquire, message or review, and before anything paid or entered under the address is theirs.
 */
export const EMAIL_VERIFICATION = {
  /** GET with ?token=: opened from the mail, in any mail client; answers with a redirect to the page. */
  verifyPath: '/api/auth/verify-email',
  /** POST: the signed-in member asks for a new link. */
  resendPath: '/api/auth/resend-verification',
  /** The page the link lands on, with ?result= one of EMAIL_VERIFICATION_RESULTS. */
  landingPage: '/email-confirmed',
  linkLifetimeHours: 48,
  /** New links a member may ask for in an hour. */
  resendsPerHour: 3,
} as const;

export const EMAIL_VERIFICATION_RESULTS = ['confirmed', 'already', 'expired', 'invalid'] as const;
export type EmailVerificationResult = (typeof EMAIL_VERIFICATION_RESULTS)[number];

export const EMAIL_VERIFICATION_MESSAGES = {
  bannerTitle: 'Confirm your e-mail',
  bannerBody: (email: string) =>
    `We sent a link to ${email}. Open it to send enquiries, messages and reviews.`,
  resend: 'Send a new link',
  resent: (email: string) => `A new link is on its way to ${email}.`,
  resendFailed: 'We could not send a new link',
  /** The 403 of every call an unconfirmed member may not make yet. */
  required:
    'Confirm your e-mail first: open the link we sent you, or ask for a new one from the banner at the top of the page.',
  alreadyConfirmed: 'Your e-mail is already confirmed.',
  results: {
    confirmed: {
      title: 'E-mail confirmed',
      body: 'Thank you. You can now send enquiries, messages and reviews.',
    },
    already: { title: 'E-mail already confirmed', body: 'This link was used already: nothing more to do.' },
    expired: {
      title: 'This link has expired',
      body: `Links work for ${48} hours. Sign in and ask for a new one from the banner at the top of the page.`,
    },
    invalid: {
      title: 'This link does not work',
      body: 'It may have been copied only in part, or replaced by a newer link. Sign in and ask for a new one.',
    },
  } satisfies Record<EmailVerificationResult, { title: string; body: string }>,
} as const;

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
