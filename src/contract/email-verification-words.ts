/**
 * The paths, limits and words of e-mail confirmation, without its request schemas: the banner asking a
 * member to confirm is part of every page, and importing a schema would bring zod (about 20 KB gzipped)
 * into the landing page's JavaScript. email-verification.ts re-exports all of this beside the schemas.
 */

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
