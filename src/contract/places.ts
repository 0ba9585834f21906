import { z } from 'zod';

/** Place suggestions and "use my location" (issue 28; decision 0020). */
export const PLACE_LIMITS = {
  /** Longer than any UK place name or "name, county" pair; a search box holds no more. */
  maxQueryLength: 60,
  maxSuggestions: 8,
  /** "Use my location" answers only within this distance of a district's point (not at sea, not abroad). */
  nearestDistrictMaxMiles: 25,
} as const;

export const PLACE_MESSAGES = {
  queryRequired: 'Type a town, village, county or postcode',
  queryTooLong: `Use at most ${PLACE_LIMITS.maxQueryLength} characters`,
  queryCharacters: "Use letters, numbers, spaces and - ' , . & ( ) only",
  notRecognised: "We didn't recognise that place",
  positionOutsideUk: "We couldn't find a UK postcode district near you",
  /** A real postcode whose district the offline data does not know: the member types the town. */
  noTownForPostcode: "We couldn't find a town for that postcode: please type it",
} as const;

/** Letters of any alphabet (Welsh, Gaelic accents), digits, spaces and the punctuation place names use. */
const PLACE_TEXT = /^[\p{L}\p{M}0-9 '’.,&()-]*$/u;

export const PlaceSuggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, PLACE_MESSAGES.queryRequired)
    .max(PLACE_LIMITS.maxQueryLength, PLACE_MESSAGES.queryTooLong)
    .regex(PLACE_TEXT, PLACE_MESSAGES.queryCharacters),
});
export type PlaceSuggestQuery = z.infer<typeof PlaceSuggestQuerySchema>;

export const PlaceKindSchema = z.enum(['town', 'village', 'county', 'district']);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

export const PlaceSuggestionSchema = z.object({
  /** What the list shows: "Guildford", "Humbie", "Surrey", "GU1". */
  label: z.string(),
  /** What goes into the location box: the geocoder finds exactly this place from it. */
  value: z.string(),
  kind: PlaceKindSchema,
  /** A second line: "Town", "Village, East Lothian", "County", "Postcode district, Guildford". */
  detail: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSuggestionsSchema = z.object({ suggestions: z.array(PlaceSuggestionSchema) });
export type PlaceSuggestions = z.infer<typeof PlaceSuggestionsSchema>;

/** The browser's position, sent once in a body (never a URL, which logs keep) and never stored. */
export const NearestDistrictBodySchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type NearestDistrictBody = z.infer<typeof NearestDistrictBodySchema>;

export const NearestDistrictSchema = z.object({
  /** The outward code, which the location box then holds: "GU1". */
  value: z.string(),
  /** "Guildford (GU1)": all the page shows of where the visitor is. */
  label: z.string(),
});
export type NearestDistrict = z.infer<typeof NearestDistrictSchema>;

/** GET /api/horses names the place it measured distances from in this header (percent-encoded). */
export const SEARCH_PLACE_HEADER = 'x-search-place';

/**
 * POST /api/places/postcode-town (issue 46): the town a registration form fills in from the postcode, the
 * best-known place of its postcode district. A POST, so the postcode travels in the body, not a logged URL.
 */
export const PostcodeTownBodySchema = z.object({ postcode: z.string().trim().min(1).max(10) });
export type PostcodeTownBody = z.infer<typeof PostcodeTownBodySchema>;

export const PostcodeTownSchema = z.object({
  /** The postcode as the site writes it: "YO1 7HH". */
  postcode: z.string(),
  /** Its district's best-known place: "York". */
  town: z.string(),
});
export type PostcodeTown = z.infer<typeof PostcodeTownSchema>;
