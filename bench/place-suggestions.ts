/**
 * Load scenario: place suggestions as visitors type (GET /api/places/suggest?q=...), issue 28's budget:
 * p95 under 20 ms at a steady 200 requests a second. Every request is a different keystroke of a
 * different visitor (prefixes of UK place names, a share of them misspelt, so the typo-forgiving search
 * runs too), spread over many addresses so the per-address rate limit does not answer for the app. Then
 * the ceiling in the same run: a bare Fastify sending a reply of the same size, at the same rate.
 *
 *   npx tsx bench/place-suggestions.ts           (the app on a throwaway PGlite; no database is read)
 *
 * Options: --rate 200 (requests a second), --connections 10, --duration 15 (seconds, at most 120),
 * --warmup 3.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApp, startCeiling } from './lib/app-server.js';
import { formatReport, runLoad } from './lib/load.js';

const BUDGET_P95_MS = 20;

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
  },
});
const rate = Math.min(5000, Math.max(1, Number(values.rate)));
const connections = Math.min(500, Math.max(1, Number(values.connections)));
const durationSeconds = Math.min(120, Math.max(1, Number(values.duration)));
const warmupSeconds = Math.min(30, Math.max(0, Number(values.warmup)));

/** Towns, villages, a county and postcodes, as typed; the misspelt ones go through the fuzzy search. */
const TYPED = [
  'Guildford',
  'Gildford',
  'Harrogate',
  'Harogate',
  'Edinburgh',
  'Edinbrugh',
  'Chelmsford',
  'Shrewsbury',
  'Shrewsbery',
  'Aberystwyth',
  'Abersytwyth',
  'Newmarket',
  'Cheltenham',
  'Chletenham',
  'Keswick',
  'Lampeter',
  'Llandovery',
  'Humbie',
  'Bampton',
  'Norfolk',
  'North Yorkshire',
  'Perth and Kinross',
  'Ballymena',
  'Enniskillen',
  'Inverness',
  'Invernes',
  'Market Harborough',
  'Stow-on-the-Wold',
  'GU1 3AA',
  'PH44',
  'YO1 7HH',
  'EH36',
  'SA48 7ED',
  'BT93',
];
/** Every keystroke from the second letter on: "Gu", "Gui", ... "Guildford". */
const KEYSTROKES = TYPED.flatMap((text) =>
  Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2)),
);
let next = 0;
const nextPath = () => `/api/places/suggest?q=${encodeURIComponent(KEYSTROKES[next++ % KEYSTROKES.length]!)}`;

const app = await startApp();
try {
  const sample = await fetch(`${app.baseUrl}/api/places/suggest?q=Gildf`);
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`GET /api/places/suggest answered ${sample.status}: ${body}`);
  console.log(`app at ${app.baseUrl}; ${KEYSTROKES.length} different keystrokes in turn`);

  const requests = [{ method: 'GET' as const, path: '/api/places/suggest?q=Gu' }];
  const options = { requests, connections, overallRate: rate, visitors: 5000, nextPath };
  if (warmupSeconds > 0) {
    await runLoad({ ...options, baseUrl: app.baseUrl, durationSeconds: warmupSeconds });
  }
  const load = loadavg().map((value) => value.toFixed(2));
  const report = await runLoad({ ...options, baseUrl: app.baseUrl, durationSeconds });
  console.log(formatReport(`place suggestions at ${rate} req/s, ${connections} connections`, report));
  console.log(`  load average before the run: ${load.join(' ')} (${cpus().length} cores)`);
  // The ceiling, right after on the same machine and at the same rate: a bare Fastify, the same reply size.
  const ceiling = await startCeiling(body);
  try {
    const bare = await runLoad({ ...options, baseUrl: ceiling.baseUrl, durationSeconds });
    console.log(formatReport(`ceiling (bare Fastify, same ${body.length}-byte reply)`, bare));
    console.log(`  app p95 / ceiling p95: ${(report.p95 / bare.p95).toFixed(1)}x`);
  } finally {
    await ceiling.stop();
  }
  const verdict =
    report.failures > 0 ? 'not measured (failures)' : report.p95 < BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  p95 budget ${BUDGET_P95_MS} ms at ${rate} req/s: ${verdict}`);
  if (report.failures > 0) process.exitCode = 1;
} finally {
  await app.stop();
}
