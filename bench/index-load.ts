/**
 * How long the search index's full load takes on the database of DATABASE_URL (bench/generate-horses.ts
 * data): the query and decoding alone, then the whole index built, best of `--runs`.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/index-load.ts --runs 3
 */
import { parseArgs } from 'node:util';
import { openPostgres } from '#server/db/postgres.js';
import { createChangeFeed } from '#server/db/change-feed.js';
import { findAllIndexRows } from '#server/features/horses/horse-index.repository.js';
import { createHorseIndex } from '#server/features/horses/horse-index.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = openPostgres(url, 2);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

for (let run = 1; run <= Number(values.runs); run++) {
  let start = process.hrtime.bigint();
  const rows = await findAllIndexRows(handle.db);
  const query = seconds(start);
  start = process.hrtime.bigint();
  const changes = createChangeFeed(handle);
  const index = createHorseIndex(handle.db, changes);
  await index.warm();
  const whole = seconds(start);
  await changes.close();
  console.log(
    `run ${run}: ${rows.length} rows read and decoded in ${query.toFixed(1)} s; the whole index loaded in ${whole.toFixed(1)} s; ` +
      `rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
}
await handle.close();
