/**
 * What Horse Owner Premium gives, in the same words wherever it is offered: the landing page, My Profile,
 * the FAQ and the terms. Each line is something the site does for a Premium owner and for nobody else
 * (docs/decisions/0021 and 0054):
 * - the "Premium" mark on their horses' cards and "Premium owner" on their profile;
 * - first place among equally good matches in search (a search from a place still lists nearest first);
 * - their ID check paid for: the Verified badge still needs a document our team approved;
 * - a riding school's horses listed, once the business and its insurance are checked.
 * The calendar, messages and reviews are free for every member, so nothing here sells them.
 */
/** One line, where a list would not fit (the landing page's card). */
export const PREMIUM_SUMMARY =
  'Premium: a Premium mark on your horses, first place among equally good matches in search, and your ID check paid for';
export const FREE_FOR_EVERYONE =
  'Listing horses, the calendar, messages and reviews are free for every member.';
export const PAYS_FOR_THE_CHECK =
  'A donation or Premium pays for the ID check; it does not buy the Verified badge, which comes only once our team has approved your document.';

// Apart from the three lines above, so the landing page (which shows only those) does not carry the list.
export const PREMIUM_OFFER = {
  summary: PREMIUM_SUMMARY,
  gives: [
    'A Premium mark on your horses and on your profile',
    'First place among equally good matches in search (a search from a place still lists the nearest first)',
    'Your ID check paid for',
    'For riding schools and equestrian centres: your horses listed, once we have checked the business',
  ],
  freeForEveryone: FREE_FOR_EVERYONE,
  paysForCheck: PAYS_FOR_THE_CHECK,
  price: 'It is a monthly subscription, with the price shown before you pay.',
} as const;

/** The offer as one paragraph, for the FAQ's answer and the terms. */
export const premiumOfferInWords = (): string =>
  [
    `${PREMIUM_OFFER.gives.join('; ')}.`,
    PREMIUM_OFFER.freeForEveryone,
    PREMIUM_OFFER.paysForCheck,
    PREMIUM_OFFER.price,
  ].join(' ');
