import { AUTH_MESSAGES } from '#contract/auth.js';
import type { GeocodeResult, Geocoder } from '#server/adapters/geocoder/index.js';
import { badRequest } from '#server/platform/http/app-error.js';
import { parseUkPostcode } from '#server/platform/uk-postcode.js';

export interface HorsePlace {
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * An answer fine enough to measure a distance from: a district or a town or village. A county, region,
 * nation or postcode area ("Yorkshire", "Wales", "LS") is a centre point nobody lives at, so a horse
 * placed there would show a distance that is not true (decision 0042): it gets no point instead.
 */
function placed(answer: GeocodeResult | null): GeocodeResult | null {
  return answer && answer.precision !== 'area' ? answer : null;
}

/**
 * Where a horse is, for distance search: from its postcode district when a postcode is given (normalised,
 * refused when not a UK postcode), else from its town, and never a county's or region's centre. Never the
 * full postcode's point: distances are public, and searching from several places would otherwise pin down
 * the yard (docs/design.md §3). A town we cannot place leaves the horse findable by name only.
 */
export async function locateHorse(
  geocoder: Geocoder,
  location: string,
  postcodeInput: string | null | undefined,
): Promise<HorsePlace> {
  let postcode: string | null = null;
  let district: string | null = null;
  if (postcodeInput) {
    const parsed = parseUkPostcode(postcodeInput);
    if (!parsed)
      throw badRequest(AUTH_MESSAGES.postcodeInvalid, { postcode: [AUTH_MESSAGES.postcodeInvalid] });
    postcode = parsed.normalised;
    district = parsed.outcode;
  }
  // Only the outcode is ever sent to the geocoder, so no geocoder can hand back the exact postcode's point.
  const point =
    placed(district ? await geocoder.locate(district) : null) ?? placed(await geocoder.locate(location));
  return { postcode, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}
