import { z } from 'zod';
import { HORSE_LIMITS } from './horses.js';
import { IdParamSchema } from './ids.js';
import {
  EXPERIENCE_LEVEL_LABELS,
  ExperienceLevelSchema,
  SERVICE_LABELS,
  ServiceSchema,
  WEEKDAYS,
  WeekdaySchema,
  freeDaysWords,
} from './options.js';

/** Saved horses and saved searches (issue 18). */
export const SAVED_LIMITS = {
  /** Saved searches a member may keep. */
  maxSearches: 10,
  /** Horses listed in one digest e-mail. */
  digestHorses: 10,
} as const;

export const SAVED_MESSAGES = {
  tooManySearches: `You can save at most ${SAVED_LIMITS.maxSearches} searches. Delete one first.`,
  searchNotFound: 'Saved search not found',
} as const;

export const SavedHorseParamsSchema = z.object({ id: IdParamSchema('Invalid Horse ID') });
export const SavedSearchParamsSchema = z.object({ id: IdParamSchema('Invalid saved search id') });

/** POST /api/saved-searches: what browse searched with (the fields of GET /api/horses, no paging). */
export const SavedSearchCreateSchema = z.object({
  location: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .nullish()
    .transform((value) => value || null),
  radiusMiles: z
    .number({ message: 'radiusMiles must be a number' })
    .int('radiusMiles must be a whole number')
    .min(1, 'radiusMiles must be more than 0')
    .max(HORSE_LIMITS.searchRadiusMiles, `radiusMiles must be at most ${HORSE_LIMITS.searchRadiusMiles}`)
    .default(HORSE_LIMITS.searchRadiusMiles),
  experienceLevel: ExperienceLevelSchema.nullish().transform((value) => value ?? null),
  services: z.array(ServiceSchema).max(4).default([]),
  /** "On my days", Monday first however sent; each day once. */
  weekdays: z
    .array(WeekdaySchema)
    .max(WEEKDAYS.length)
    .refine((days) => new Set(days).size === days.length, 'Name each day once')
    .default([])
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
});
export type SavedSearchCreateInput = z.input<typeof SavedSearchCreateSchema>;
export type SavedSearchCreate = z.output<typeof SavedSearchCreateSchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  location: z.string().nullable(),
  radiusMiles: z.number().int(),
  experienceLevel: ExperienceLevelSchema.nullable(),
  services: z.array(ServiceSchema),
  weekdays: z.array(WeekdaySchema),
  /** The daily e-mail of new matching horses is on (off after an unsubscribe). */
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** What a saved search searches with: the browse filters. */
type SearchFilters = Pick<
  SavedSearch,
  'location' | 'radiusMiles' | 'experienceLevel' | 'services' | 'weekdays'
>;

/** A saved search in words, the same in the preferences page and the digest e-mail. */
export function describeSavedSearch(search: SearchFilters): string {
  const parts = [search.location ? `Within ${search.radiusMiles} miles of ${search.location}` : 'Anywhere'];
  if (search.experienceLevel) parts.push(EXPERIENCE_LEVEL_LABELS[search.experienceLevel]);
  if (search.services.length > 0) parts.push(search.services.map((s) => SERVICE_LABELS[s]).join(', '));
  const days = freeDaysWords(search.weekdays);
  if (days) parts.push(days);
  return parts.join(' · ');
}

/** The browse page's query string for a saved search (what "See all" in the digest opens). */
export function browseQueryOf(search: SearchFilters): string {
  const params = new URLSearchParams();
  if (search.location) {
    params.set('location', search.location);
    if (search.radiusMiles !== HORSE_LIMITS.searchRadiusMiles)
      params.set('radiusMiles', String(search.radiusMiles));
  }
  if (search.experienceLevel) params.set('experienceLevel', search.experienceLevel);
  if (search.services.length > 0) params.set('services', search.services.join(','));
  if (search.weekdays.length > 0) params.set('weekdays', search.weekdays.join(','));
  return params.toString();
}
