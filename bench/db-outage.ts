/**
 * Issue 19, faults: the database stops and starts under load. The app runs (as main.ts builds it) on a
 * PostgreSQL server of this script's own (bench/lib/own-postgres.ts); `--workers` clients browse and send
 * contact messages (a write any visitor can make) without pause; the server is stopped for `--down`
 * seconds and started again. Reported: the replies while it is down (503, and how fast), how soon after
 * it is back each kind of request succeeds again, and whether every write the clients were told had
 * succeeded (201) is in the database. Bounded (about a minute), 127.0.0.1 only, stops by itself.
 *
 *   npx tsx bench/db-outage.ts [--workers 20] [--before 6] [--down 8] [--after 12]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from './lib/app-server.js';
import { percentile } from './lib/load.js';
import { startOwnPostgres } from './lib/own-postgres.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '20' },
    before: { type: 'string', default: '6' },
    down: { type: 'string', default: '8' },
    after: { type: 'string', default: '12' },
  },
});
const workers = Number(values.workers);
const [before, down, after] = [values.before, values.down, values.after].map((v) => Number(v) * 1000) as [
  number,
  number,
  number,
];

// A hard stop, whatever happens below.
const watchdog = setTimeout(() => {
  console.error('db-outage: gave up after 3 minutes');
  process.exit(1);
}, 180_000);

interface Sample {
  at: number;
  kind: 'read' | 'write';
  status: number;
  ms: number;
}

const database = await startOwnPostgres();
const app = await startApp({ ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error' });
if (new URL(app.baseUrl).hostname !== '127.0.0.1') throw new Error('127.0.0.1 only');
console.log(`load average at start: ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`);

const samples: Sample[] = [];
const acknowledged: string[] = [];
let sequence = 0;
let running = true;
const t0 = Date.now();

async function once(kind: Sample['kind']) {
  const n = ++sequence;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const subject = `outage-${n}`;
  const started = Date.now();
  let status = 0;
  try {
    const res = await fetch(
      kind === 'read' ? `${app.baseUrl}/api/horses` : `${app.baseUrl}/api/contact`,
      kind === 'read'
        ? { headers: { 'x-forwarded-for': address }, signal: AbortSignal.timeout(15_000) }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ name: 'Bench', email: 'bench@example.test', subject, message: 'Hello' }),
            signal: AbortSignal.timeout(15_000),
          },
    );
    status = res.status;
    await res.arrayBuffer();
    if (kind === 'write' && status === 201) acknowledged.push(subject);
  } catch {
    status = 0; // no reply at all (reset, timeout)
  }
  samples.push({ at: started - t0, kind, status, ms: Date.now() - started });
}

const clients = Array.from({ length: workers }, async (_, i) => {
  while (running) await once(i % 2 === 0 ? 'read' : 'write');
});

await new Promise((resolve) => setTimeout(resolve, before));
const stopAt = Date.now() - t0;
await database.stop();
const downAt = Date.now() - t0;
await new Promise((resolve) => setTimeout(resolve, down));
await database.start();
const backAt = Date.now() - t0;
await new Promise((resolve) => setTimeout(resolve, after));
running = false;
await Promise.all(clients);
await app.stop();

const client = new pg.Client({ connectionString: database.url });
await client.connect();
const { rows } = await client.query<{ count: string }>(
  'select count(*) from contact_messages where subject = any($1)',
  [acknowledged],
);
await client.end();
await database.destroy();
clearTimeout(watchdog);

const summary = (list: Sample[]) => {
  const byStatus: Record<string, number> = {};
  for (const s of list) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  return `${list.length} replies ${JSON.stringify(byStatus)}, p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${ms.at(-1) ?? '-'} ms`;
};
const whileDown = samples.filter((s) => s.at >= downAt && s.at + s.ms <= backAt);
const firstOk = (kind: Sample['kind']) => {
  const ok = samples.filter((s) => s.kind === kind && s.at >= backAt && s.status < 300);
  return ok.length ? `${((Math.min(...ok.map((s) => s.at + s.ms)) - backAt) / 1000).toFixed(2)} s` : 'never';
};
const lateFailures = samples.filter((s) => s.at >= backAt + 5000 && s.status >= 300);
const lost = acknowledged.length - Number(rows[0]!.count);

console.log(
  `stop asked at ${(stopAt / 1000).toFixed(1)} s, down at ${(downAt / 1000).toFixed(1)} s, back at ${(backAt / 1000).toFixed(1)} s`,
);
console.log(`before the stop: ${summary(samples.filter((s) => s.at + s.ms < stopAt))}`);
console.log(`while down:      ${summary(whileDown)}`);
console.log(
  `after it is back: first read OK after ${firstOk('read')}, first write OK after ${firstOk('write')}`,
);
console.log(`failures starting 5 s or more after it was back: ${lateFailures.length}`);
console.log(`writes acknowledged (201): ${acknowledged.length}; of those missing from the database: ${lost}`);
const fiveHundreds = samples.filter((s) => s.status >= 500 && s.status !== 503).length;
console.log(
  `5xx other than 503: ${fiveHundreds}; no reply at all: ${samples.filter((s) => s.status === 0).length}`,
);
process.exit(lost === 0 && lateFailures.length === 0 && fiveHundreds === 0 ? 0 : 1);
