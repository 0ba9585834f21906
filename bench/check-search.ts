/**
 * Checks searchHorsesNear against a plain reference query on the bench data: the exact distance in the
 * WHERE clause, ORDER BY distance and id, an exact count. Every page must list the same horses in the same
 * order with the same distances, and the total must be the exact count, or the cap when there are more.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/check-search.ts
 */
import pg from 'pg';
import { HorseListQuerySchema } from '#contract/horses.js';
import { londonToday } from '#contract/rules/calendar-days.js';
import { createOfflineGeocoder } from '#server/adapters/geocoder/index.js';
import { openPostgres } from '#server/db/postgres.js';
import { searchHorsesNear, TOTAL_COUNT_CAP } from '#server/features/horses/horse-search.repository.js';
import { requireDatabaseUrl } from './lib/bench-database.js';

const METRES_PER_MILE = 1609.344;
/** A dense middle, a corner of Cornwall, Northern Ireland and two islands with few horses in range. */
const TOWNS = ['Leeds', 'Penzance', 'Belfast', 'Stornoway', 'Lerwick'];

const url = requireDatabaseUrl();
const handle = openPostgres(url, 1);
const reference = new pg.Pool({ connectionString: url, max: 1 });
const geocoder = createOfflineGeocoder();
let failures = 0;
try {
  const { rows } = await reference.query<{ owner_id: number }>(
    'select owner_id from horses group by 1 order by count(*) desc limit 1',
  );
  const owner = rows[0]?.owner_id ?? 1;
  const queries = [
    '',
    'experienceLevel=expert',
    'services=occasional-cover&experienceLevel=beginner',
    'offset=48',
    'offset=990',
    'limit=100&offset=200',
    'offset=9800',
    `ownerId=${owner}`,
    `ownerId=${owner}&limit=5&offset=5`,
  ];
  for (const town of TOWNS) {
    const point = await geocoder.locate(town);
    if (!point) throw new Error(`Unknown place ${town}`);
    for (const search of queries) {
      const query = HorseListQuerySchema.parse({
        location: town,
        ...Object.fromEntries(new URLSearchParams(search)),
      });
      // No "On my days" among these queries: today only names the day it would count from.
      const got = await searchHorsesNear(handle.db, { ...query, today: londonToday() }, point, 300);

      const conditions = [
        `earth_distance(earth_point(latitude, longitude), earth_point($1, $2)) <= 300 * ${METRES_PER_MILE}`,
      ];
      if (query.experienceLevel) conditions.push(`experience_level = '${query.experienceLevel}'`);
      if (query.services.length)
        conditions.push(`services && array['${query.services.join("','")}']::text[]`);
      if (query.ownerId) conditions.push(`owner_id = ${query.ownerId}`);
      const where = conditions.join(' and ');
      const params = [point.latitude, point.longitude];
      const expected = await reference.query<{ id: number; d: number }>(
        `select id, earth_distance(earth_point(latitude, longitude), earth_point($1, $2)) as d from horses
         where ${where} order by d, id limit ${query.limit} offset ${query.offset}`,
        params,
      );
      const exact = (
        await reference.query<{ n: number }>(`select count(*)::int as n from horses where ${where}`, params)
      ).rows[0]!.n;
      const expectedTotal = Math.min(exact, Math.max(TOTAL_COUNT_CAP, query.offset + query.limit + 1));

      const gotPage = got.rows.map((row) => `${row.horse.id}@${row.distanceMiles}`).join(' ');
      const expectedPage = expected.rows
        .map((row) => `${row.id}@${Math.round((row.d / METRES_PER_MILE) * 10) / 10}`)
        .join(' ');
      const ok = gotPage === expectedPage && got.total === expectedTotal;
      if (!ok) failures++;
      console.log(
        `${ok ? 'ok  ' : 'DIFF'} ${town} ${search || '(no filters)'}: ${got.rows.length} rows, total ${got.total}` +
          ` (exact ${exact})${ok ? '' : `\n  got      ${gotPage}\n  expected ${expectedPage}`}`,
      );
    }
  }
} finally {
  await reference.end();
  await handle.close();
}
console.log(failures === 0 ? 'every page agrees with the reference query' : `${failures} page(s) differ`);
if (failures > 0) process.exitCode = 1;
