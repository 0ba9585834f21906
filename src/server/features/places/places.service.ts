import {
  PLACE_LIMITS,
  PLACE_MESSAGES,
  type NearestDistrict,
  type NearestDistrictBody,
  type PlaceSuggestions,
  type PlaceSuggestQuery,
  type PostcodeTown,
  type PostcodeTownBody,
} from '#contract/places.js';
import { AUTH_MESSAGES } from '#contract/auth.js';
import { districtResult, loadDistrictTable, suggestPlaces } from '#server/adapters/geocoder/index.js';
import { badRequest, notFound } from '#server/platform/http/app-error.js';
import { parseUkPostcode } from '#server/platform/uk-postcode.js';

/** Towns, villages, counties and postcode districts for what has been typed so far (offline data). */
export async function suggestPlacesFor(deps: { input: PlaceSuggestQuery }): Promise<PlaceSuggestions> {
  return { suggestions: await suggestPlaces(deps.input.q, PLACE_LIMITS.maxSuggestions) };
}

/**
 * "Use my location": the postcode district nearest the browser's position. The position is used for this
 * one lookup and dropped: it is neither stored nor logged, and only the district comes back.
 */
export async function nearestDistrict(deps: { input: NearestDistrictBody }): Promise<NearestDistrict> {
  const table = await loadDistrictTable();
  const { latitude, longitude } = deps.input;
  const district = table.nearest(latitude, longitude, PLACE_LIMITS.nearestDistrictMaxMiles);
  if (!district) throw notFound(PLACE_MESSAGES.positionOutsideUk);
  return { value: district.outcode, label: districtResult(district).label };
}

/**
 * The town a registration form suggests for a postcode: its district's best-known place, from the offline
 * data (decision 0020). The member may change it; the postcode is neither stored nor logged here.
 */
export async function townForPostcode(deps: { input: PostcodeTownBody }): Promise<PostcodeTown> {
  const postcode = parseUkPostcode(deps.input.postcode);
  if (!postcode) {
    throw badRequest(AUTH_MESSAGES.postcodeInvalid, { postcode: [AUTH_MESSAGES.postcodeInvalid] });
  }
  const district = (await loadDistrictTable()).districts.get(postcode.outcode);
  if (!district) throw notFound(PLACE_MESSAGES.noTownForPostcode);
  return { postcode: postcode.normalised, town: district.place };
}

/** Loads the place data and builds the suggestion index now, so no visitor waits for it. */
export async function warmPlaceSuggestions(): Promise<void> {
  await suggestPlaces('York', 1);
}
