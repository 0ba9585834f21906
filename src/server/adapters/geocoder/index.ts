import type { Config } from '#server/config.js';
import type { Executor } from '#server/db/client.js';
import type { Geocoder } from './geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.js';

export type { GeocodeResult, Geocoder, GeoPoint, GeoPrecision } from './geocoder.js';
export { createOfflineGeocoder } from './offline-geocoder.js';
export { createPostcodesIoGeocoder, type PostcodesIoOptions } from './postcodes-io-geocoder.js';
export { suggestPlaces, type PlaceSuggestion } from './place-suggestions.js';
export { loadDistrictTable, type PostcodeDistrict } from './district-table.js';
export { districtResult } from './offline-geocoder.js';

/** The public postcodes.io service; only contacted when GEOCODER=postcodes.io and GEOCODER_URL is unset. */
export const POSTCODES_IO_URL = 'https://api.postcodes.io';

/** GEOCODER=offline (the default): committed GeoNames data. GEOCODER=postcodes.io: the API, cached. */
export function createGeocoder(config: Pick<Config, 'GEOCODER' | 'GEOCODER_URL'>, db: Executor): Geocoder {
  const offline = createOfflineGeocoder();
  if (config.GEOCODER === 'offline') return offline;
  return createPostcodesIoGeocoder({
    baseUrl: config.GEOCODER_URL ?? POSTCODES_IO_URL,
    db,
    fallback: offline,
  });
}
