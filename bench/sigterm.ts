/**
 * Issue 19, faults: SIGTERM under load. Starts the real entry point (src/server/main.ts) on a PostgreSQL
 * server of this script's own, opens live message streams for a member, keeps `--workers` clients
 * browsing, then sends SIGTERM. Reported: whether every request already sent got a reply, what later ones
 * got (503 while draining, then refused), whether each stream ended cleanly, and how long the process
 * took to exit (it must within `--limit` seconds). Bounded, 127.0.0.1 only, stops by itself.
 *
 *   npx tsx bench/sigterm.ts [--workers 30] [--streams 3] [--limit 10]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registerMember, startMain } from './lib/main-process.js';
import { startOwnPostgres } from './lib/own-postgres.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '30' },
    // At most 3: the per-member limit on open streams.
    streams: { type: 'string', default: '3' },
    limit: { type: 'string', default: '10' },
  },
});
const workers = Number(values.workers);
const limitMs = Number(values.limit) * 1000;

const watchdog = setTimeout(() => {
  console.error('sigterm: gave up after 3 minutes');
  process.exit(1);
}, 180_000);

const database = await startOwnPostgres();
const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-sigterm-'));
const { baseUrl, child, exited } = await startMain({ databaseUrl: database.url, dataDir }).catch(
  async (error: unknown) => {
    await database.destroy();
    throw error;
  },
);

/** Stops everything this script started, then exits with a failure. */
async function abort(reason: string): Promise<never> {
  console.error(`sigterm: ${reason}`);
  child.kill('SIGKILL');
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(1);
}
process.once('SIGTERM', () => void abort('stopped from outside'));
process.once('SIGINT', () => void abort('interrupted'));

console.log(`app up on ${baseUrl}`);

// A member, and their live streams.
const { cookie } = await registerMember(baseUrl, 'sigterm@example.test').catch((error: unknown) =>
  abort(String(error)),
);

type StreamEnd = { how: 'ended' | 'error' | 'open'; at: number };
const streamEnds: StreamEnd[] = [];
const streams = await Promise.all(
  Array.from({ length: Number(values.streams) }, async (_, i) => {
    const res = await fetch(`${baseUrl}/api/messages/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    if (!res.ok || !res.body) return abort(`stream ${i}: ${res.status}`);
    const end: StreamEnd = { how: 'open', at: 0 };
    streamEnds.push(end);
    const reader = res.body.getReader();
    // Wrapped: an async function returning the promise itself would wait for the stream to end.
    const done = (async () => {
      try {
        while (!(await reader.read()).done);
        end.how = 'ended';
      } catch {
        end.how = 'error';
      }
      end.at = Date.now();
    })();
    return { done };
  }),
);

console.log(`${streams.length} streams open; load starts`);

interface Sample {
  sent: number;
  done: number;
  status: number; // 0: no reply
  error?: string;
}
const samples: Sample[] = [];
let running = true;
let n = 0;
const clients = Array.from({ length: workers }, async () => {
  while (running) {
    const sent = Date.now();
    const i = ++n;
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const url = i % 3 === 0 ? `${baseUrl}/api/horses?location=York` : `${baseUrl}/api/horses`;
    try {
      const res = await fetch(url, {
        headers: { 'x-forwarded-for': address },
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      samples.push({ sent, done: Date.now(), status: res.status });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      samples.push({ sent, done: Date.now(), status: 0, error: cause });
      // Refused: the server is gone; stop this client.
      if (cause === 'ECONNREFUSED') break;
    }
  }
});

await new Promise((resolve) => setTimeout(resolve, 4000));
const sigAt = Date.now();
console.log('SIGTERM');
child.kill('SIGTERM');
const code = await Promise.race([
  exited,
  new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), limitMs)),
]);
const exitMs = Date.now() - sigAt;
if (code === 'late') child.kill('SIGKILL');
running = false;
await Promise.all(clients);
await Promise.race([
  Promise.all(streams.map((stream) => stream.done)),
  new Promise((resolve) => setTimeout(resolve, 2000)),
]);
await database.destroy();
await rm(dataDir, { recursive: true, force: true });
clearTimeout(watchdog);

const inFlight = samples.filter((s) => s.sent < sigAt && s.done >= sigAt);
const after = samples.filter((s) => s.sent >= sigAt);
const count = (list: Sample[]) => {
  const by: Record<string, number> = {};
  for (const s of list) by[s.status || s.error!] = (by[s.status || s.error!] ?? 0) + 1;
  return JSON.stringify(by);
};
const inFlightLost = inFlight.filter((s) => s.status === 0).length;
const badStreams = streamEnds.filter((s) => s.how !== 'ended');
console.log(
  `requests before SIGTERM: ${samples.filter((s) => s.done < sigAt).length} ${count(samples.filter((s) => s.done < sigAt))}`,
);
console.log(`in flight at SIGTERM: ${inFlight.length} ${count(inFlight)}; without a reply: ${inFlightLost}`);
console.log(`sent after SIGTERM: ${after.length} ${count(after)}`);
console.log(
  `streams: ${streamEnds.length}, ended cleanly ${streamEnds.filter((s) => s.how === 'ended').length}, ` +
    `latest end ${Math.max(...streamEnds.map((s) => s.at - sigAt))} ms after SIGTERM`,
);
console.log(
  `process exit: ${code === 'late' ? `not within ${limitMs} ms (killed)` : `code ${code} after ${exitMs} ms`}`,
);
process.exit(code === 0 && inFlightLost === 0 && badStreams.length === 0 ? 0 : 1);
