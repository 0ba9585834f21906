import { readFile } from 'node:fs/promises';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { normaliseName } from './query.js';

/** The shape written by scripts/build-postcode-districts.mjs (GeoNames postal codes, CC BY 4.0). */
interface PostcodeDistrictsFile {
  counties: string[];
  /** [outcode, latitude, longitude, best-known place, county index]. */
  districts: [string, number, number, string, number][];
  /** One "name<TAB>district index" a line. */
  places: string;
}

/** A UK postcode district (outward code) and the one point every postcode in it is placed at. */
export interface PostcodeDistrict {
  outcode: string;
  latitude: number;
  longitude: number;
  /** Its best-known place ("Guildford" for GU1). */
  place: string;
  county: string;
}

/** A town or village as the postal export lists it, placed at its district's point. */
export interface PostalPlace {
  name: string;
  /** normaliseName(name): what a query is compared with. */
  key: string;
  district: PostcodeDistrict;
}

export interface DistrictTable {
  districts: Map<string, PostcodeDistrict>;
  places: PostalPlace[];
  /** Normalised place name → its places (several villages share a name: "Newton"). */
  placesByKey: Map<string, PostalPlace[]>;
  /** Normalised county name → its districts. */
  counties: Map<string, { name: string; districts: PostcodeDistrict[] }>;
  /** The district whose point is nearest, within maxMiles; undefined beyond (at sea, abroad). */
  nearest(latitude: number, longitude: number, maxMiles: number): PostcodeDistrict | undefined;
}

const DATA_FILE = new URL('./data/postcode-districts.json', import.meta.url);
const KM_PER_MILE = 1.609344;

let loading: Promise<DistrictTable> | undefined;

/** Reads and indexes the committed table once per process, on first use (about 30 ms). */
export function loadDistrictTable(): Promise<DistrictTable> {
  loading ??= readFile(DATA_FILE, 'utf8').then(
    (text) => buildTable(JSON.parse(text) as PostcodeDistrictsFile),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function buildTable(data: PostcodeDistrictsFile): DistrictTable {
  const list = data.districts.map(([outcode, latitude, longitude, place, county]): PostcodeDistrict => ({
    outcode,
    latitude,
    longitude,
    place,
    county: data.counties[county] ?? '',
  }));
  const districts = new Map(list.map((district) => [district.outcode, district]));
  const places: PostalPlace[] = [];
  const placesByKey = new Map<string, PostalPlace[]>();
  for (const line of data.places.split('\n')) {
    const [name = '', index = ''] = line.split('\t');
    const district = list[Number(index)];
    const key = normaliseName(name);
    if (!district || !key) continue;
    const place = { name, key, district };
    places.push(place);
    placesByKey.set(key, [...(placesByKey.get(key) ?? []), place]);
  }
  const counties = new Map<string, { name: string; districts: PostcodeDistrict[] }>();
  for (const district of list) {
    const key = normaliseName(district.county);
    if (!key) continue;
    const county = counties.get(key) ?? { name: district.county, districts: [] };
    county.districts.push(district);
    counties.set(key, county);
  }
  const kd = new KDBush(list.length);
  for (const district of list) kd.add(district.longitude, district.latitude);
  kd.finish();
  return {
    districts,
    places,
    placesByKey,
    counties,
    nearest: (latitude, longitude, maxMiles) => {
      const [found] = around(kd, longitude, latitude, 1, maxMiles * KM_PER_MILE);
      return found === undefined ? undefined : list[found];
    },
  };
}
