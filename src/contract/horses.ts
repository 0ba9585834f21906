import { z } from 'zod';
import { ImageRejectionReasonSchema } from './admin.js';
import { IdParamSchema, IdSchema } from './ids.js';
import { HiddenByModeratorsSchema } from './listing-moderation.js';
import {
  ExperienceLevelSchema,
  HeightSchema,
  ImageApprovalStatusSchema,
  InitialAvailabilityPresetSchema,
  ServiceSchema,
  TemperamentSchema,
  WEEKDAYS,
  WeekdaySchema,
  type Weekday,
} from './options.js';
import { MemberCardSchema, PublicUserSchema, RiderWeightSchema } from './users.js';
import { LIMITS_MESSAGES } from './rules/rider-limits.js';

import { HORSE_LIMITS } from './horse-limits.js';

export * from './horse-limits.js';

export const HORSE_MESSAGES = {
  servicesRequired: 'Please select at least one service',
  nameRequired: 'Horse name is required',
  breedRequired: 'Breed is required',
  heightRequired: 'Height is required',
  locationRequired: 'Location is required',
  imageTooLarge: 'Please select an image under 5MB',
  imageWrongType: 'Please select an image file',
  tooManyImages: 'A horse can have at most 5 images',
  notOwner: 'Only horse owners can add horses. Please log in with a horse owner account.',
  notYourHorse: 'You can only change your own horses.',
  horseNotFound: 'Horse not found',
} as const;

/** Why one photo was refused, when the browser or the server could not open it as a picture. */
export const PHOTO_UNREADABLE = 'This file cannot be opened as a picture. Please select an image file';

/**
 * A photo's problem, naming the file (issue 32): "{name}: {message}". The name is the member's own file's,
 * shortened and without control characters, so a reply or a toast can carry it safely.
 */
export function photoProblem(fileName: string, message: string): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return shown ? `${shown}: ${message}` : message;
}

/** A public image URL this server handed out from the upload call. */
export const HorseImageUrlSchema = z
  .string()
  .max(500)
  .regex(
    /^(\/uploads\/|https?:\/\/\S+\/)horses\/[A-Za-z0-9_-]+\.webp$/,
    'Upload images with the upload call first',
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A horse's optional free text and the most characters each may hold: an entry here is a field of both
 * requests (left out, blank or null: none), and the form's control for it holds to the same length.
 */
export const HORSE_OPTIONAL_TEXT_MAX = {
  color: 40,
  description: 2000,
  postcode: 10,
  specialNeeds: 1000,
} as const;

/** The most characters each of a horse's text fields may hold, the required ones with the optional. */
export const HORSE_TEXT_MAX = { name: 80, breed: 80, location: 100, ...HORSE_OPTIONAL_TEXT_MAX } as const;

type OptionalTextFields = { [Name in keyof typeof HORSE_OPTIONAL_TEXT_MAX]: ReturnType<typeof optionalText> };
const optionalTextFields = Object.fromEntries(
  Object.entries(HORSE_OPTIONAL_TEXT_MAX).map(([name, max]) => [name, optionalText(max)]),
) as OptionalTextFields;

const requiredText = (max: number, requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(max, `At most ${max} characters`);

const horseFields = {
  name: requiredText(HORSE_TEXT_MAX.name, HORSE_MESSAGES.nameRequired),
  breed: requiredText(HORSE_TEXT_MAX.breed, HORSE_MESSAGES.breedRequired),
  age: z.number().int().min(HORSE_LIMITS.editAgeMin).max(HORSE_LIMITS.ageMax).nullish(),
  height: HeightSchema,
  location: requiredText(HORSE_TEXT_MAX.location, HORSE_MESSAGES.locationRequired),
  ...optionalTextFields,
  services: z.array(ServiceSchema).min(1, HORSE_MESSAGES.servicesRequired).max(4),
  experienceLevel: ExperienceLevelSchema.nullish(),
  temperament: z.array(TemperamentSchema).max(7),
  images: z.array(HorseImageUrlSchema).max(HORSE_LIMITS.maxImages, HORSE_MESSAGES.tooManyImages),
  isAvailable: z.boolean(),
  /**
   * The owner's limits for riders (decision 0055): the heaviest rider weight band, the least experience,
   * and whether the horse may be hacked out alone; null or left out: no limit said.
   */
  maxRiderWeight: z.enum(RiderWeightSchema.options, LIMITS_MESSAGES.limitOutOfList).nullish(),
  minRiderExperience: z.enum(ExperienceLevelSchema.options, LIMITS_MESSAGES.limitOutOfList).nullish(),
  hackingAlone: z.boolean(LIMITS_MESSAGES.limitOutOfList).nullish(),
  /** Sent by the spec's client; must be the signed-in owner's id when present. */
  ownerId: IdSchema('Invalid owner id').optional(),
};

/**
 * POST /api/horses. Age 1–40 (docs/product.md §M5); the four experience levels, as on edit
 * (docs/decisions/0036-one-horse-form-and-shown-experience.md).
 */
export const HorseCreateSchema = z.object({
  ...horseFields,
  temperament: horseFields.temperament.default([]),
  images: horseFields.images.default([]),
  isAvailable: horseFields.isAvailable.default(true),
  age: z.number().int().min(HORSE_LIMITS.addAgeMin).max(HORSE_LIMITS.ageMax).nullish(),
  initialAvailability: z.union([InitialAvailabilityPresetSchema, z.literal('')]).optional(),
});
export type HorseCreateInput = z.infer<typeof HorseCreateSchema>;

/**
 * PUT /api/horses/{id}: any subset of the fields; age 0–40, Expert allowed, at most 5 images. No
 * defaults here: a field left out stays as it is (a default would silently wipe images).
 */
export const HorseUpdateSchema = z.object(horseFields).partial();
export type HorseUpdateInput = z.infer<typeof HorseUpdateSchema>;

/** The owner on a horse's page: a few fields of their public view. */
export const HorseOwnerSummarySchema = MemberCardSchema.extend(
  PublicUserSchema.pick({ bio: true, verificationStatus: true, ownerRating: true, ownerReviewCount: true })
    .shape,
);

/**
 * A horse as anyone may see it: approved images only, no postcode, no coordinates (docs/design.md §3). An
 * allowlist: a reply written with it carries these fields and nothing else, whatever the view function put
 * in, so lists (browse, saved horses) cannot leak an owner's field.
 */
export const PublicHorseSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  owner: HorseOwnerSummarySchema.nullable(),
  name: z.string(),
  breed: z.string(),
  age: z.number().int().nullable(),
  color: z.string().nullable(),
  height: HeightSchema,
  temperament: z.array(TemperamentSchema),
  experienceLevel: ExperienceLevelSchema.nullable(),
  description: z.string().nullable(),
  specialNeeds: z.string().nullable(),
  location: z.string(),
  services: z.array(ServiceSchema),
  images: z.array(z.string()),
  /** Parallel to images. */
  imageApprovalStatus: z.array(ImageApprovalStatusSchema),
  /** Card-size variants, parallel to images. */
  thumbnails: z.array(z.string()),
  isAvailable: z.boolean(),
  /** The owner's limits for riders (decision 0055); a rider's verdict against them is worked out privately. */
  maxRiderWeight: RiderWeightSchema.nullable(),
  minRiderExperience: ExperienceLevelSchema.nullable(),
  hackingAlone: z.boolean().nullable(),
  pricePerHour: z.number().int().nullable(),
  rating: z.number().int(),
  reviewCount: z.number().int(),
  /** The owner has a live Premium subscription: a badge and priority among equal matches (docs/design.md §7). */
  isPremium: z.boolean(),
  /**
   * The owner is a "Verified riding school" now: the business checked, its insurance not expired, Premium
   * live (rules/riding-school.ts; docs/decisions/0054).
   */
  isVerifiedRidingSchool: z.boolean(),
  /** Only on a search with a location: miles, one decimal. */
  distanceMiles: z.number().optional(),
  /**
   * "Free Tue, Sat": the weekdays of the coming four weeks (London's today and the 27 days after) on which
   * one of the horse's slots occurs, Monday first (rules/free-weekdays.ts; docs/decisions/0050).
   */
  freeWeekdays: z.array(WeekdaySchema),
  createdAt: z.string(),
  /**
   * Why the moderators hid the listing (decision 0058). Only ever set in its owner's own view, the one
   * view in which a hidden horse appears; so My Horses, a list, can say it.
   */
  hiddenByModerators: HiddenByModeratorsSchema.optional(),
});

/** One horse as its viewer may see it: the public fields, and for its owner alone the owner's own. */
export const HorseSchema = PublicHorseSchema.extend({
  /** Only in the owner's own view. */
  postcode: z.string().nullable().optional(),
  /**
   * Only in the owner's own view of one horse: parallel to images, the reason a rejected photo was turned
   * down (null for the others, or when no reason was recorded).
   */
  imageRejectionReasons: z.array(ImageRejectionReasonSchema.nullable()).optional(),
});
export type Horse = z.infer<typeof HorseSchema>;

export const WEEKDAYS_PROBLEM =
  'weekdays must be days from monday to sunday, separated by commas, each named once';

/** `weekdays=tuesday,saturday` as the days, Monday first; null when a name is unknown or repeated. */
export function parseWeekdayList(value: string): Weekday[] | null {
  const names = value.split(',').filter(Boolean);
  const days = WEEKDAYS.filter((day) => names.includes(day));
  return days.length === names.length ? days : null;
}

/** The longest place text a browse search sends (the API refuses more). */
export const BROWSE_LOCATION_MAX_LENGTH = 100;

/**
 * The place a browse address asks about, as both the page (browse-query.ts) and the server drawing it
 * (first-screens.ts) read it: an address with a longer place (pasted, or made by hand) asks for what the
 * box could hold, and is then told the place was not recognised, rather than failing with the API's 400.
 */
export const browseLocationOf = (text: string | null): string =>
  (text ?? '').trim().slice(0, BROWSE_LOCATION_MAX_LENGTH).trim();

/**
 * GET /api/horses query. `services` is a comma list; a horse matches when it needs at least one.
 * `weekdays` ("On my days") is a comma list too; a horse matches when it is free on at least one of them
 * in the coming four weeks (its `freeWeekdays`).
 */
export const HorseListQuerySchema = z.object({
  location: z
    .string()
    .trim()
    .max(BROWSE_LOCATION_MAX_LENGTH, `At most ${BROWSE_LOCATION_MAX_LENGTH} characters`)
    .optional(),
  /** Only with a location: how far to look, in miles (at most 300, the default). */
  radiusMiles: z.coerce
    .number({ message: 'radiusMiles must be a number' })
    .positive('radiusMiles must be more than 0')
    .max(HORSE_LIMITS.searchRadiusMiles, `radiusMiles must be at most ${HORSE_LIMITS.searchRadiusMiles}`)
    .default(HORSE_LIMITS.searchRadiusMiles),
  experienceLevel: ExperienceLevelSchema.or(z.literal('all')).optional(),
  services: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(ServiceSchema)),
  weekdays: z
    .string({ error: WEEKDAYS_PROBLEM })
    .optional()
    .transform((value, ctx) => {
      const days = parseWeekdayList(value ?? '');
      if (days) return days;
      ctx.addIssue({ code: 'custom', message: WEEKDAYS_PROBLEM });
      return z.NEVER;
    }),
  ownerId: IdParamSchema('Invalid owner id').optional(),
  /** "Suits me" (issue 18): only horses that suit the signed-in rider's private details; ignored signed out. */
  suitsMe: z.enum(['true', 'false'], { message: 'suitsMe must be true or false' }).optional(),
  limit: z.coerce.number().int().min(1).max(HORSE_LIMITS.maxPageSize).default(HORSE_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).default(0),
});
export type HorseListQuery = z.infer<typeof HorseListQuerySchema>;

export const HorseIdParamsSchema = z.object({ id: IdParamSchema('Invalid Horse ID') });

export const UploadImageReplySchema = z.object({ imageUrl: z.string() });
