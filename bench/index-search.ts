/**
 * The search index alone, in this process: the CPU time of one distance search (the part of a browse
 * request that grows with the horses), over every place of the geocoder's list with browse-by-location's
 * mix of filters. Loads the index from DATABASE_URL (bench/generate-horses.ts data), then runs `--passes`
 * passes over the 4,104 places and prints microseconds of CPU a search, best pass and median, and the
 * p95 of single searches. CPU time, not requests a second: it moves far less with the machine's other
 * load than a load test, so two versions of the index can be compared on a busy machine.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/index-search.ts --passes 5
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { HorseListQuerySchema } from '#contract/horses.js';
import { openPostgres } from '#server/db/postgres.js';
import { createChangeFeed } from '#server/db/change-feed.js';
import { createHorseIndex } from '#server/features/horses/horse-index.js';
import { TOTAL_COUNT_CAP } from '#server/features/horses/horse-search.repository.js';
import { BROWSE_FILTERS } from './lib/browse-filters.js';

const { values } = parseArgs({ options: { passes: { type: 'string', default: '5' } } });
const passes = Math.min(50, Math.max(1, Number(values.passes)));
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const places = (
  JSON.parse(
    await readFile(new URL('../src/server/adapters/geocoder/data/uk-places.json', import.meta.url), 'utf8'),
  ) as { places: [string, number, number, number][] }
).places.map(([, latitude, longitude]) => ({ latitude, longitude }));
// Every fourth search with a filter, as in browse-by-location.ts.
const queries = places.map((point, n) => {
  const filter = n % 4 === 3 ? BROWSE_FILTERS[(n >> 2) % BROWSE_FILTERS.length]! : '';
  const query = HorseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(filter)));
  return { point, query: { ...query, today: '2026-12-01' } };
});

const handle = openPostgres(url, 2);
const changes = createChangeFeed(handle);
const index = createHorseIndex(handle.db, changes);
await index.warm();
console.log(`index: ${index.size} horses`);

const perPass: number[] = [];
const single: number[] = [];
for (let pass = 0; pass < passes; pass++) {
  const cpuBefore = process.cpuUsage();
  for (const { point, query } of queries) {
    const started = process.hrtime.bigint();
    const cap = Math.max(TOTAL_COUNT_CAP, query.offset + query.limit + 1);
    const found = await index.search(query, point, query.radiusMiles, cap);
    if (!found) throw new Error('the index would not answer');
    if (pass > 0) single.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  const cpu = process.cpuUsage(cpuBefore);
  perPass.push((cpu.user + cpu.system) / queries.length);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const at = (list: number[], share: number) => sorted(list)[Math.floor(share * (list.length - 1))]!;
console.log(
  `${queries.length} searches a pass, ${passes} passes: CPU a search best ${Math.min(...perPass).toFixed(0)} µs, ` +
    `median ${at(perPass, 0.5).toFixed(0)} µs; single searches (after the first pass) p50 ${at(single, 0.5).toFixed(0)} µs, ` +
    `p95 ${at(single, 0.95).toFixed(0)} µs`,
);
await changes.close();
await handle.close();
