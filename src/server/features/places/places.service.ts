import {
  PLACE_LIMITS,
  PLACE_MESSAGES,
  type NearestDistrict,
  type NearestDistrictBody,
  type PlaceSuggestions,
  type PlaceSuggestQuery,
} from '#contract/places.js';
import { districtResult, loadDistrictTable, suggestPlaces } from '#server/adapters/geocoder/index.js';
import { notFound } from '#server/platform/app-error.js';

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

/** Loads the place data and builds the suggestion index now, so no visitor waits for it. */
export async function warmPlaceSuggestions(): Promise<void> {
  await suggestPlaces('York', 1);
}
