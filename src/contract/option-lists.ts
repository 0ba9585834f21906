// The spec's option lists. Codes travel on the wire and are stored in the database (which checks them);
// labels are for display only. No zod here: the landing page shows labels from these lists, and zod would
// add about 20 KB gzipped to its JavaScript. Each list's schema is in options.ts, which re-exports this.

/**
 * An option list written once, as code → label in display order: returns the codes (what the wire and
 * the database checks use; never empty, as z.enum asks) and the labels; options.ts's labelledCodes adds
 * the schema. Codes must not look like integers (JavaScript would reorder those keys).
 */
export function labelledList<const Labels extends Record<string, string>>(labels: Labels) {
  type Code = Extract<keyof Labels, string>;
  const codes = Object.keys(labels) as [Code, ...Code[]];
  return {
    codes: codes as Readonly<typeof codes>,
    labels: labels as Record<Code, string>,
  };
}

/** Services a horse may need help with (also the enquiry "activities"). */
export const { codes: SERVICES, labels: SERVICE_LABELS } = labelledList({
  'exercising-riding': 'Exercising/Riding',
  'stable-yard-help': 'Stable/Yard Help',
  'general-care': 'General Care',
  'occasional-cover': 'Occasional Cover',
});
export type Service = (typeof SERVICES)[number];

export const { codes: HEIGHTS, labels: HEIGHT_LABELS } = labelledList({
  'under-12hh': 'Under 12 hh',
  '12-13.2hh': '12 - 13.2 hh',
  '13.3-14.2hh': '13.3 - 14.2 hh',
  '14.3-15.2hh': '14.3 - 15.2 hh',
  '15.3-16.2hh': '15.3 - 16.2 hh',
  '16.3-17.2hh': '16.3 - 17.2 hh',
  'over-17.2hh': 'Over 17.2 hh',
});
export type Height = (typeof HEIGHTS)[number];

/**
 * Experience levels, of a horse (what it suits) and of a member (what they can do). The add and edit forms
 * offer the same four (docs/decisions/0036-one-horse-form-and-shown-experience.md).
 */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
/** A member's level and a filter's: plain names. */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
/** A horse's level, as the horse form offers it: the add form's words, and Expert. */
export const HORSE_EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  beginner: 'Beginner Friendly',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
/**
 * The browse filter: all levels, then each level a horse can be listed at (Expert too, since owners may
 * list an Expert horse: decision 0036); `all` is never sent.
 */
export const BROWSE_EXPERIENCE_FILTERS = ['all', 'beginner', 'intermediate', 'advanced', 'expert'] as const;
export const BROWSE_EXPERIENCE_FILTER_LABELS: Record<(typeof BROWSE_EXPERIENCE_FILTERS)[number], string> = {
  all: 'All levels',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const { codes: TEMPERAMENTS, labels: TEMPERAMENT_LABELS } = labelledList({
  calm: 'Calm',
  energetic: 'Energetic',
  friendly: 'Friendly',
  independent: 'Independent',
  playful: 'Playful',
  gentle: 'Gentle',
  alert: 'Alert',
});
export type Temperament = (typeof TEMPERAMENTS)[number];

/**
 * The horse form's breed list, add and edit alike: the specification's eleven, and the types UK owners
 * keep most (docs/decisions/0036-one-horse-form-and-shown-experience.md). In alphabetical order, Mixed/Other
 * last. The server keeps breed free text (the database does not check it), so a horse listed before with
 * a breed not here keeps it: the form offers its own breed beside the list.
 */
export const BREEDS = [
  'Appaloosa',
  'Arabian',
  'Clydesdale',
  'Cob',
  'Connemara',
  'Dales',
  'Dartmoor',
  'Exmoor',
  'Fell',
  'Friesian',
  'Highland',
  'Irish Draught',
  'New Forest',
  'Paint Horse',
  'Quarter Horse',
  'Shetland Pony',
  'Shire',
  'Thoroughbred',
  'Warmblood',
  'Welsh Cob',
  'Welsh Pony',
  'Mixed/Other',
] as const;
export type Breed = (typeof BREEDS)[number];

/** Per image of a horse, aligned with its images list. Only `approved` images are shown. */
export const IMAGE_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ImageApprovalStatus = (typeof IMAGE_APPROVAL_STATUSES)[number];

export const RECURRENCE_TYPES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RecurrenceType = (typeof RECURRENCE_TYPES)[number];

/**
 * Days of the week, Monday first as UK calendars are: the browse filter "On my days" and a horse card's
 * "Free Tue, Sat" (docs/decisions/0050). Codes travel in the query string (`weekdays=tuesday,saturday`).
 */
export const { codes: WEEKDAYS, labels: WEEKDAY_LABELS } = labelledList({
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
});
export type Weekday = (typeof WEEKDAYS)[number];
/** A weekday in three letters ("Tue"), where space is short: cards, toggles, the slot form. */
export const weekdayShortLabel = (day: Weekday): string => WEEKDAY_LABELS[day].slice(0, 3);
/**
 * "Free Tue, Sat", as a horse's card and a saved search's description say it; null for no day. (Here
 * rather than beside the rule in rules/free-weekdays.ts, so a card's code does not carry the rule.)
 */
export function freeDaysWords(days: readonly Weekday[]): string | null {
  return days.length > 0 ? `Free ${days.map(weekdayShortLabel).join(', ')}` : null;
}

export const MESSAGE_TYPES = ['general', 'availability_enquiry'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Registration step 1, "I Own A Horse". */
export const { codes: OWNER_INTERESTS, labels: OWNER_INTEREST_LABELS } = labelledList({
  'help-looking-after': 'I need help looking after my horse',
  'available-for-rides': 'I want to make my horse available for rides',
  'holiday-horse-sitter': 'I need a horse sitter while I am on holiday',
  'rent-a-stable': 'I want to rent a stable',
  'rent-out-stable': 'I want to rent out a stable or paddock',
  'horse-for-sale': 'I have a horse for sale',
});
export type OwnerInterest = (typeof OWNER_INTERESTS)[number];

/** Registration step 1, "I Love Horses". */
export const { codes: ENTHUSIAST_INTERESTS, labels: ENTHUSIAST_INTEREST_LABELS } = labelledList({
  'help-nearby': 'I want to help look after a horse nearby',
  'riding-access': 'I want access to a horse for riding',
  'buy-a-horse': 'I want to buy a horse',
  'occasional-borrow': 'I want to rent or borrow a horse occasionally for one-off events',
  'learn-to-ride': 'I want to learn to ride',
});
export type EnthusiastInterest = (typeof ENTHUSIAST_INTERESTS)[number];

/** Every interest code of either kind of user (what the database accepts). */
export const INTERESTS = [...OWNER_INTERESTS, ...ENTHUSIAST_INTERESTS] as const;
export type Interest = (typeof INTERESTS)[number];

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** POST /api/admin/approve-image `action`. */
export const ADMIN_IMAGE_ACTIONS = ['approved', 'rejected'] as const;
/** POST /api/admin/approve-verification `action`. */
export const ADMIN_VERIFICATION_ACTIONS = ['verified', 'rejected'] as const;

/** POST /api/request-cancellation `type`. */
export const CANCELLATION_TYPES = ['subscription', 'donation'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/** Whether the team was told about a contact message. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Initial availability presets on the add form (docs/product.md §M9). */
export const INITIAL_AVAILABILITY_PRESETS = ['always', 'weekdays', 'weekends', 'flexible', 'custom'] as const;
