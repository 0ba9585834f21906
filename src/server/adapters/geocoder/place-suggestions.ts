import { loadDistrictTable, type DistrictTable } from './district-table.js';
import { normaliseName } from './query.js';
import { loadUkPlaces, type UkPlacesFile } from './uk-places.js';

export type PlaceKind = 'town' | 'village' | 'county' | 'district';

export interface PlaceSuggestion {
  label: string;
  /** What the location box then holds; the offline geocoder finds exactly this place from it. */
  value: string;
  kind: PlaceKind;
  detail: string;
}

interface Entry extends PlaceSuggestion {
  key: string;
  /** Higher first among equally good matches: population for towns, a fixed weight for the rest. */
  rank: number;
}

interface SuggestionIndex {
  /** Names by their first letter: a typo is rarely in the first letter, and each bucket is small. */
  byInitial: Map<string, Entry[]>;
  districts: Entry[];
}

/** Counties and regions come before any town of the same prefix; villages after towns. */
const COUNTY_RANK = 10_000_000;
const VILLAGE_RANK = 0;

let indexing: Promise<SuggestionIndex> | undefined;

function loadIndex(): Promise<SuggestionIndex> {
  indexing ??= Promise.all([loadUkPlaces(), loadDistrictTable()]).then(
    ([places, table]) => buildIndex(places, table),
    (error: unknown) => {
      indexing = undefined;
      throw error;
    },
  );
  return indexing;
}

function buildIndex(towns: UkPlacesFile, table: DistrictTable): SuggestionIndex {
  const names = new Map<string, Entry>();
  const add = (entry: Omit<Entry, 'key'>) => {
    const key = normaliseName(entry.value);
    const kept = names.get(key);
    if (key && (!kept || kept.rank < entry.rank)) names.set(key, { ...entry, key });
  };
  for (const [spellings] of towns.regions) {
    const label = spellings[0] ?? '';
    add({ label, value: label, kind: 'county', detail: 'County or region', rank: COUNTY_RANK });
  }
  for (const { name } of table.counties.values()) {
    if (!names.has(normaliseName(name))) {
      add({ label: name, value: name, kind: 'county', detail: 'County', rank: COUNTY_RANK });
    }
  }
  for (const [name, latitude, longitude, population] of towns.places) {
    const county = table.nearest(latitude, longitude, 15)?.county;
    const detail = county ? `Town, ${county}` : 'Town';
    add({ label: name, value: name, kind: 'town', detail, rank: Math.max(1, population) });
  }
  // A village shares its name with a town or another village: the county after a comma tells them apart.
  const villages = table.places.filter((place) => !names.has(place.key));
  const sharing = new Map<string, number>();
  for (const place of villages) sharing.set(place.key, (sharing.get(place.key) ?? 0) + 1);
  for (const place of villages) {
    const { county } = place.district;
    const value = (sharing.get(place.key) ?? 0) > 1 && county ? `${place.name}, ${county}` : place.name;
    const detail = county ? `Village, ${county}` : 'Village';
    add({ label: place.name, value, kind: 'village', detail, rank: VILLAGE_RANK });
  }
  const byInitial = new Map<string, Entry[]>();
  for (const entry of names.values()) {
    const initial = entry.key[0] ?? '';
    byInitial.set(initial, [...(byInitial.get(initial) ?? []), entry]);
  }
  const districts = [...table.districts.values()].map((district) => ({
    label: district.outcode,
    value: district.outcode,
    kind: 'district' as const,
    detail: `Postcode district, ${district.place}`,
    rank: 0,
    key: district.outcode.toLowerCase(),
  }));
  return { byInitial, districts };
}

/** Scratch rows for prefixDistance, grown as needed: no allocation per comparison (it runs thousands a query). */
let rows = [new Uint8Array(64), new Uint8Array(64), new Uint8Array(64)];

/**
 * Damerau-Levenshtein distance between `a` and the nearest prefix of `b` (so "gildf" is 1 from
 * "guildford"), or `max + 1` once it is certainly more than `max`.
 */
export function prefixDistance(a: string, b: string, max: number): number {
  // A prefix longer than `a` by more than `max` letters is more than `max` edits away.
  const width = Math.min(b.length, a.length + max);
  if (rows[0]!.length <= width) rows = rows.map(() => new Uint8Array(width * 2 + 1));
  let [before, previous, current] = rows as [Uint8Array, Uint8Array, Uint8Array];
  for (let j = 0; j <= width; j += 1) current[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    [before, previous, current] = [previous, current, before];
    current[0] = i;
    let best = i;
    for (let j = 1; j <= width; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  let nearest = max + 1;
  for (let j = 0; j <= width; j += 1) nearest = Math.min(nearest, current[j]!);
  return nearest;
}

/** How many typing slips a query of this length may hold: none for two letters, two from seven on. */
function slipsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

const byRank = (a: Entry, b: Entry) => b.rank - a.rank || a.label.localeCompare(b.label, 'en-GB');

/** An outward code typed so far ("gu", "gu1", "gu1 3aa"): only what can start an outcode. */
const OUTCODE_START = /^([a-z]{1,2}\d[a-z\d]?)(\s*\d[a-z]{0,2})?$/;

/**
 * Towns, villages, counties and postcode districts whose name starts with what was typed, best known first;
 * when there are too few, names within a typing slip or two ("Gildford" → Guildford).
 */
export async function suggestPlaces(query: string, limit: number): Promise<PlaceSuggestion[]> {
  const index = await loadIndex();
  const key = normaliseName(query);
  if (!key) return [];
  const found: Entry[] = [];
  const compact = key.replace(/\s+/g, ' ');
  const outcode = OUTCODE_START.exec(compact);
  if (outcode) {
    const typed = outcode[2] ? outcode[1]! : compact;
    found.push(
      ...index.districts
        .filter((district) => (outcode[2] ? district.key === typed : district.key.startsWith(typed)))
        .sort((a, b) => a.key.length - b.key.length || a.key.localeCompare(b.key, 'en-GB', { numeric: true }))
        .slice(0, limit),
    );
  }
  const bucket = index.byInitial.get(key[0] ?? '') ?? [];
  const exact = bucket.filter((entry) => entry.key === key);
  const prefixed = bucket.filter((entry) => entry.key !== key && entry.key.startsWith(key)).sort(byRank);
  found.push(...exact.sort(byRank), ...prefixed);
  const slips = slipsAllowed(key.length);
  if (found.length < limit && slips > 0) {
    const near: { entry: Entry; distance: number }[] = [];
    for (const entry of bucket) {
      if (entry.key.startsWith(key)) continue;
      const distance = prefixDistance(key, entry.key, slips);
      if (distance <= slips) near.push({ entry, distance });
    }
    near.sort((a, b) => a.distance - b.distance || byRank(a.entry, b.entry));
    found.push(...near.map(({ entry }) => entry));
  }
  const seen = new Set<string>();
  return found
    .filter((entry) => !seen.has(entry.value) && seen.add(entry.value))
    .slice(0, limit)
    .map(({ label, value, kind, detail }) => ({ label, value, kind, detail }));
}
