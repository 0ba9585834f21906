/**
 * Shows how PostgreSQL runs the browse-by-location queries: captures the exact SQL that
 * searchHorsesNear sends (through a Drizzle logger), then prints EXPLAIN (ANALYZE, BUFFERS) for each and
 * its median time over repeated runs on one idle connection.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/explain-search.ts --town Leeds
 *
 * Options: --town (default Leeds), --query (extra list filters, e.g. "experienceLevel=expert&offset=48"),
 * --runs 50.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { HORSE_LIMITS, HorseListQuerySchema } from '#contract/horses.js';
import { londonToday } from '#contract/rules/calendar-days.js';
import { createOfflineGeocoder } from '#server/adapters/geocoder/index.js';
import type { Database } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { searchHorsesNear } from '#server/features/horses/horse-search.repository.js';
import { requireDatabaseUrl } from './lib/bench-database.js';
import { percentile } from './lib/load.js';

const { values } = parseArgs({
  options: {
    town: { type: 'string', default: 'Leeds' },
    query: { type: 'string', default: '' },
    runs: { type: 'string', default: '50' },
  },
});
const runs = Math.min(1000, Math.max(1, Number(values.runs)));

const point = await createOfflineGeocoder().locate(values.town);
if (!point) throw new Error(`Unknown place: ${values.town}`);
const query = HorseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(values.query)));

const pool = new pg.Pool({ connectionString: requireDatabaseUrl(), max: 1 });
try {
  const captured: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Database;
  const result = await searchHorsesNear(
    db,
    { ...query, today: londonToday() },
    point,
    HORSE_LIMITS.searchRadiusMiles,
  );
  console.log(
    `${values.town} (${point.latitude}, ${point.longitude}) ${values.query || '(no filters)'}: ` +
      `${result.rows.length} rows on the page, total ${result.total}\n`,
  );

  for (const [i, { sql, params }] of captured.entries()) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await pool.query(sql, params);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`-- query ${i + 1}: ${sql}\n-- params: ${JSON.stringify(params)}`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    const ms = (p: number) => percentile(times, p).toFixed(2);
    console.log(`-- ${runs} runs, round trip included: median ${ms(50)} ms, p95 ${ms(95)} ms\n`);
  }
} finally {
  await pool.end();
}
