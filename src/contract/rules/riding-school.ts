/**
 * What makes a riding school's horses listed and its badge "Verified riding school" true (docs/decisions/
 * 0054), decided once: the server's SQL (db/schema/riding-schools.ts), its in-memory search index and the
 * screens all apply these words. Nothing else makes an owner a verified riding school.
 */

/**
 * The badge's words, on a horse card, a horse's page and a profile. Here, beside the rule that makes it true,
 * so that a card can say it without loading the riding-schools contract's schemas (the landing page's budget).
 */
export const RIDING_SCHOOL_BADGE = 'Verified riding school';
/** What the badge means, said under it on a profile and in its title wherever it shows. */
export const RIDING_SCHOOL_MEANING =
  'our team checked this business’s name and insurance certificate; the insurance is in date and the owner holds Premium';

/** Where an owner's claim to be a riding school or equestrian centre stands, as stored. */
export const RIDING_SCHOOL_STATUSES = ['declared', 'pending', 'verified', 'rejected'] as const;
export type RidingSchoolStatus = (typeof RIDING_SCHOOL_STATUSES)[number];

/**
 * What the rule reads of an owner's claim: the last day of cover of the certificate a moderator last
 * accepted for this business under its present name. Only a moderator's "verified" sets it; a rename or a
 * rejection clears it; a renewed certificate waiting for its check leaves it as it was.
 */
export interface RidingSchoolStanding {
  /** 'YYYY-MM-DD' (London), or null while no certificate of this business has been accepted. */
  verifiedUntil: string | null;
}

/** Whether the insurance a moderator checked still covers `today` (London's calendar day). */
export function insuranceCovers(school: RidingSchoolStanding, today: string): boolean {
  return school.verifiedUntil !== null && school.verifiedUntil >= today;
}

/**
 * "Verified riding school": a moderator checked the business (its name and insurance certificate), that
 * certificate has not expired, and the owner holds Premium now. All three, always.
 */
export function isVerifiedRidingSchool(
  school: RidingSchoolStanding | null | undefined,
  { today, premium }: { today: string; premium: boolean },
): boolean {
  return school != null && insuranceCovers(school, today) && premium;
}

/**
 * Whether an owner's horses may be listed (browse, search, the landing page, digests, the sitemap): an
 * owner who has not said they are a riding school, or a verified riding school. A riding school waiting
 * for its first check, turned down, with its checked insurance expired or without Premium is not listed.
 */
export function ownerMayBeListed(
  school: RidingSchoolStanding | null | undefined,
  now: { today: string; premium: boolean },
): boolean {
  return school == null || isVerifiedRidingSchool(school, now);
}

const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "2 December 2026" for '2026-12-02' (a London day, formatted at UTC midnight so no time zone moves it). */
export const longDay = (day: string): string => longDayFormat.format(new Date(`${day}T00:00:00Z`));
