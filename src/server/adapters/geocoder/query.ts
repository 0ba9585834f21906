import { isValid, validOutcode } from 'postcode';
import { parseUkPostcode, UK_POSTCODE_AREAS, type UkPostcode } from '#server/platform/uk-postcode.js';

/** What a geocoding query asks for, decided the same way by every geocoder. */
export type GeocodeQuery =
  | { kind: 'postcode'; postcode: UkPostcode; cacheKey: string }
  | { kind: 'outcode'; outcode: string; area: string; cacheKey: string }
  /** `candidates`: normalised names to try in order; `search`: the text to send to a remote service. */
  | { kind: 'name'; candidates: string[]; search: string; cacheKey: string }
  /** A postcode or outcode shape in an area that does not exist ("XX1 1XX"), or nothing at all. */
  | { kind: 'refused' };

const MAX_QUERY_LENGTH = 120;

/** Trailing words that only say the place is in the UK: "Leeds UK", "Cardiff Wales" (normalised text). */
const COUNTRY_SUFFIX =
  /\s+(uk|u k|united kingdom|gb|great britain|britain|england|scotland|wales|cymru|northern ireland)$/;
/** The same on text as typed. */
const TYPED_COUNTRY_SUFFIX =
  /\s+(u\.?k\.?|united kingdom|g\.?b\.?|great britain|britain|england|scotland|wales|cymru|northern ireland)$/i;

/**
 * A name reduced to what identifies it: case, accents, apostrophes and punctuation ignored, "Saint" as
 * "St", so "St. Albans", "saint albans" and "ST ALBANS" meet, as do "Stoke on Trent" and "Stoke-on-Trent".
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

export function classifyQuery(query: string): GeocodeQuery {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > MAX_QUERY_LENGTH) return { kind: 'refused' };

  const postcode = parseUkPostcode(text);
  if (postcode) return { kind: 'postcode', postcode, cacheKey: postcode.normalised.toLowerCase() };
  if (isValid(text)) return { kind: 'refused' };

  const upper = text.toUpperCase();
  if (validOutcode(upper)) {
    const area = /^[A-Z]+/.exec(upper)?.[0] ?? '';
    if (!UK_POSTCODE_AREAS.has(area)) return { kind: 'refused' };
    return { kind: 'outcode', outcode: upper, area, cacheKey: upper.toLowerCase() };
  }

  const candidates = nameCandidates(text);
  if (candidates.length === 0) return { kind: 'refused' };
  // A remote search gets what was typed before any comma and country: "Harrogate, North Yorkshire" and
  // "Harrogate UK" search for "Harrogate".
  const first = (text.split(',')[0] ?? '').trim();
  const search = first.replace(TYPED_COUNTRY_SUFFIX, '').trim() || first;
  const cacheKey = normaliseName(search);
  if (!cacheKey) return { kind: 'refused' };
  return { kind: 'name', candidates, search, cacheKey };
}

/**
 * The whole text first, then without a trailing country, then the part before the first comma: so
 * "Basford, Stoke-on-Trent" (a place of that name) and "Harrogate, North Yorkshire" both resolve.
 */
function nameCandidates(text: string): string[] {
  const parts = text.split(',').map((part) => normaliseName(part));
  const whole = parts.filter(Boolean).join(' ');
  const first = parts[0] ?? '';
  const found = [whole, withoutCountry(whole), first, withoutCountry(first)].filter(Boolean);
  return [...new Set(found)];
}

function withoutCountry(name: string): string {
  return name.replace(COUNTRY_SUFFIX, '').trim();
}
