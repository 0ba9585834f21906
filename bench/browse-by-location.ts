/**
 * Load scenario: visitors browsing horses near a town (GET /api/horses?location=...), the hot path of the
 * browse page. Starts the real app on 127.0.0.1 against DATABASE_URL, checks one reply, warms up, then
 * measures for a bounded time and prints p50/p95/p99 and throughput. Stops by itself.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/browse-by-location.ts
 *
 * Options: --connections 50, --duration 15 (seconds, at most 120), --warmup 3 (seconds), --baseline (also
 * measures GET /api/health, GET /api/horses without a location, and the same search with one horse a page:
 * what the machine and the reply size cost on their own).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApp } from './lib/app-server.js';
import { requireDatabaseUrl } from './lib/bench-database.js';
import { formatReport, runLoad } from './lib/load.js';

/** Spread over Great Britain: dense south, the Midlands and north, Wales, and the Scottish Highlands. */
const TOWNS = ['Leeds', 'London', 'Bristol', 'Manchester', 'Edinburgh', 'Norwich', 'Cardiff', 'Inverness'];
const BUDGET_P95_MS = 50;
/** Distinct visitor addresses the load comes from (place searches are rate-limited per address). */
const visitors = 10_000;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    baseline: { type: 'boolean', default: false },
  },
});
const connections = Math.min(500, Math.max(1, Number(values.connections)));
const durationSeconds = Math.min(120, Math.max(1, Number(values.duration)));
const warmupSeconds = Math.min(30, Math.max(0, Number(values.warmup)));

requireDatabaseUrl();
const app = await startApp();
try {
  const first = await fetch(`${app.baseUrl}/api/horses?location=Leeds`);
  const horses = (await first.json()) as Array<{ distanceMiles?: number }>;
  if (first.status !== 200 || horses[0]?.distanceMiles === undefined) {
    throw new Error(
      `GET /api/horses?location=Leeds answered ${first.status}; is there data? (generate-horses.ts)`,
    );
  }
  console.log(
    `app at ${app.baseUrl}; Leeds: ${horses.length} horses on the first page, X-Total-Count ` +
      `${first.headers.get('x-total-count')}, nearest ${horses[0].distanceMiles} miles`,
  );

  const measure = async (label: string, paths: string[]) => {
    const requests = paths.map((path) => ({ method: 'GET' as const, path }));
    if (warmupSeconds > 0) {
      await runLoad({
        baseUrl: app.baseUrl,
        requests,
        connections,
        durationSeconds: warmupSeconds,
        visitors,
      });
    }
    // Other work on the machine shares its cores with the app, PostgreSQL and the load generator.
    const load = loadavg().map((value) => value.toFixed(2));
    const report = await runLoad({ baseUrl: app.baseUrl, requests, connections, durationSeconds, visitors });
    console.log(formatReport(`${label}, ${connections} connections, ${durationSeconds} s`, report));
    console.log(`  load average before the run: ${load.join(' ')} (${cpus().length} cores)`);
    if (report.failures > 0) process.exitCode = 1;
    return report;
  };

  const report = await measure(
    'browse by location',
    TOWNS.map((town) => `/api/horses?location=${encodeURIComponent(town)}`),
  );
  const verdict =
    report.failures > 0 ? 'not measured (failures)' : report.p95 < BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  p95 budget ${BUDGET_P95_MS} ms: ${verdict}`);
  if (values.baseline) {
    await measure('baseline: GET /api/health (one select 1)', ['/api/health']);
    await measure('baseline: GET /api/horses (no location, newest first)', ['/api/horses']);
    await measure(
      'baseline: the same search, one horse a page',
      TOWNS.map((town) => `/api/horses?location=${encodeURIComponent(town)}&limit=1`),
    );
  }
} finally {
  await app.stop();
}
