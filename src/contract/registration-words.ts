import type { EnthusiastInterest, OwnerInterest } from './options.js';

/**
 * Words only the registration forms show (issue 46), kept apart from the contract files every page loads,
 * so the landing page's JavaScript does not carry them.
 */

const KEPT = 'We keep your answer to learn what members want; it changes nothing you see.';

/**
 * Interests the site does not serve yet: the spec's words stay on the checkbox, and this line beside it
 * says honestly what ticking it does. An interest is kept on the member's record (their export shows it)
 * and changes nothing they are shown, offered or sent.
 */
export const INTEREST_NOT_SERVED_YET: Partial<Record<OwnerInterest | EnthusiastInterest, string>> = {
  'rent-a-stable': `Stables are not listed on Stablemates yet. ${KEPT}`,
  'rent-out-stable': `Stables and paddocks cannot be listed on Stablemates yet. ${KEPT}`,
  'horse-for-sale': `Horses cannot be listed for sale on Stablemates yet. ${KEPT}`,
  'buy-a-horse': `Horses are not sold on Stablemates yet. ${KEPT}`,
};

/** The registration forms' help beside their fields: each says truthfully what happens. */
export const REGISTRATION_HINTS = {
  riderWeight:
    "Nobody sees it: not owners, not other members, not your profile. We only compare it with a horse's size and an owner's limits, so you see whether a horse may suit you, and an owner you ask sees only whether you are within their limits.",
  /** Under the town until the postcode has filled it in. */
  town: 'We fill this in from your postcode. You can change it.',
  /** Under the town once the postcode has filled it in. */
  townFromPostcode: (postcode: string) =>
    `Filled in from ${postcode}. Change it if you live somewhere else nearby.`,
} as const;
