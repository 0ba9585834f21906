import type { GeocodeResult, Geocoder } from './geocoder.js';
import { loadDistrictTable, type DistrictTable, type PostcodeDistrict } from './district-table.js';
import { classifyQuery, normaliseName } from './query.js';
import { loadUkPlaces, type UkPlacesFile } from './uk-places.js';

interface UkPlacesIndex {
  postcodeAreas: Map<string, GeocodeResult>;
  /** Normalised name → answer: regions win over aliases, aliases over places ("Wales" is also a village). */
  names: Map<string, GeocodeResult>;
}

let indexing: Promise<UkPlacesIndex> | undefined;

/** Indexes the towns file once per process, on first use. */
function loadIndex(): Promise<UkPlacesIndex> {
  indexing ??= loadUkPlaces().then(buildIndex, (error: unknown) => {
    indexing = undefined;
    throw error;
  });
  return indexing;
}

function buildIndex(data: UkPlacesFile): UkPlacesIndex {
  const postcodeAreas = new Map<string, GeocodeResult>();
  for (const [area, [label, latitude, longitude]] of Object.entries(data.postcodeAreas)) {
    postcodeAreas.set(area, { latitude, longitude, label, precision: 'area' });
  }
  const names = new Map<string, GeocodeResult>();
  // Two names that differ only in punctuation ("Hetton-le-Hole", "Hetton le Hole"): the more populous wins.
  const populations = new Map<string, number>();
  for (const [label, latitude, longitude, population] of data.places) {
    const key = normaliseName(label);
    if ((populations.get(key) ?? -1) >= population) continue;
    populations.set(key, population);
    names.set(key, { latitude, longitude, label, precision: 'place' });
  }
  for (const [label, latitude, longitude] of data.aliases) {
    names.set(normaliseName(label), { latitude, longitude, label, precision: 'place' });
  }
  for (const [spellings, latitude, longitude] of data.regions) {
    const label = spellings[0] ?? '';
    for (const spelling of spellings) {
      names.set(normaliseName(spelling), { latitude, longitude, label, precision: 'area' });
    }
  }
  return { postcodeAreas, names };
}

/** What a district answers: its own point, named by its best-known place and outward code. */
export function districtResult(district: PostcodeDistrict): GeocodeResult {
  return {
    latitude: district.latitude,
    longitude: district.longitude,
    label: `${district.place} (${district.outcode})`,
    precision: 'outcode',
  };
}

/**
 * A district of the table, or for a sub-district the table lacks ("EC1Z") its parent ("EC1"); undefined
 * for a district too new for the export, which the caller places at its area's post town.
 */
function districtOf(table: DistrictTable, outcode: string): PostcodeDistrict | undefined {
  return table.districts.get(outcode) ?? table.districts.get(outcode.replace(/[A-Z]$/, ''));
}

/**
 * A village only the postal export knows, at its district. Several share a name ("Newton"): a county after
 * a comma ("Newton, Cheshire", what the suggestions put in the box) picks one; without it, the one that
 * gives its name to its district, else the first.
 */
function postalPlace(table: DistrictTable, name: string, county?: string): GeocodeResult | null {
  const places = (table.placesByKey.get(name) ?? []).filter(
    (candidate) => county === undefined || candidate.district.county === county,
  );
  const place = places.find((candidate) => candidate.district.place === candidate.name) ?? places[0];
  if (!place) return null;
  const { latitude, longitude } = place.district;
  return { latitude, longitude, label: place.name, precision: 'place' };
}

/** A county of the postal export that the towns file lacks ("Perth and Kinross"): the mean of its districts. */
function postalCounty(table: DistrictTable, key: string): GeocodeResult | null {
  const county = table.counties.get(key);
  if (!county) return null;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    latitude: mean(county.districts.map((district) => district.latitude)),
    longitude: mean(county.districts.map((district) => district.longitude)),
    label: county.name,
    precision: 'area',
  };
}

/** "Newton, Cheshire" → the village of that name in that county of the postal export, if there is one. */
function postalPlaceInCounty(table: DistrictTable, query: string): GeocodeResult | null {
  const [name = '', ...rest] = query.split(',');
  const county = table.counties.get(normaliseName(rest.join(' ')));
  return county ? postalPlace(table, normaliseName(name), county.name) : null;
}

/**
 * Works with no network: a postcode or outcode resolves to its postcode district's point (the mean of the
 * district's places, decision 0020), a town, village, county or nation to a point from the committed
 * GeoNames extracts.
 */
export function createOfflineGeocoder(): Geocoder {
  // Its answers come from data that never changes while the process runs, so each query's answer is
  // kept: browse asks for the same few thousand places all day, and reading a query costs more than the
  // rest of the look-up (bench/RESULTS.md). Bounded, the oldest dropped first: queries are members' text.
  const answers = new Map<string, GeocodeResult | null>();
  const locate = async (query: string): Promise<GeocodeResult | null> => {
    if (answers.has(query)) return copy(answers.get(query) ?? undefined);
    const found = await lookUp(query);
    if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(query, found === null ? null : { ...found });
    return found;
  };
  return { locate };
}

/** How many queries' answers the offline geocoder keeps (a few hundred bytes each). */
const KEPT_ANSWERS = 20_000;

async function lookUp(query: string): Promise<GeocodeResult | null> {
  const parsed = classifyQuery(query);
  if (parsed.kind === 'refused') return null;
  const [index, table] = await Promise.all([loadIndex(), loadDistrictTable()]);
  if (parsed.kind === 'postcode' || parsed.kind === 'outcode') {
    const outcode = parsed.kind === 'postcode' ? parsed.postcode.outcode : parsed.outcode;
    const area = parsed.kind === 'postcode' ? parsed.postcode.area : parsed.area;
    const district = districtOf(table, outcode);
    return district ? districtResult(district) : copy(index.postcodeAreas.get(area));
  }
  const [whole = '', ...others] = parsed.candidates;
  const exact = index.names.get(whole);
  if (exact) return copy(exact);
  const inCounty = postalPlaceInCounty(table, query);
  if (inCounty) return inCounty;
  for (const candidate of others) {
    const found = index.names.get(candidate);
    if (found) return copy(found);
  }
  for (const candidate of parsed.candidates) {
    const found = postalPlace(table, candidate) ?? postalCounty(table, candidate);
    if (found) return found;
  }
  return null;
}

/** Callers get their own object, so nothing can change the shared index. */
function copy(result: GeocodeResult | undefined): GeocodeResult | null {
  return result ? { ...result } : null;
}
