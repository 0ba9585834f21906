/**
 * Issue 19, load: mixed traffic from `--connections` simulated members at once for `--duration` seconds,
 * on a PostgreSQL server of this script's own. Each member signs in (timed), then loops without pause:
 * browse by town, a horse's page, their conversations; every 5th turn an enquiry message to an owner,
 * every 10th a visit request; owners upload a horse photo every 20th turn. Reports p50/p95/max and any
 * non-2xx per route. Then the ceiling, in the same run: a bare server sending one precomputed reply to
 * every GET, loaded by the same members for the same time. Bounded, 127.0.0.1 only, stops by itself.
 *
 * Each member sends from a loopback address of its own (bench/lib/loopback-client.ts), as visitors do.
 * `--topology` runs the production topology instead of one process (issue 31, bench/lib/topology.ts):
 * three built app processes on PostgreSQL (a database of the machine's server), Redis and s3rver behind
 * nginx with deploy/nginx/stablemates.conf; the ceiling is then three bare servers behind the same nginx.
 *
 *   npx tsx bench/mixed-traffic.ts [--connections 200] [--duration 60] [--topology]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import pg from 'pg';
import type { Response } from 'undici';
import { startApp, startCeiling } from './lib/app-server.js';
import { percentile } from './lib/load.js';
import { closeClients, fetchFrom, loopbackAddress } from './lib/loopback-client.js';
import { PASSWORD } from './lib/main-process.js';
import { startOwnPostgres } from './lib/own-postgres.js';
import { cleanUpOnFailure, startNginx, startTopology } from './lib/topology.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    topology: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const durationMs = Math.min(120, Number(values.duration)) * 1000;

/** One process on a PostgreSQL server of its own, or the topology; either way a URL and a way out. */
async function startTarget(): Promise<{ base: string; databaseUrl: string; stop(): Promise<void> }> {
  if (values.topology) {
    const topology = await startTopology();
    return { base: topology.nginx.baseUrl, databaseUrl: topology.databaseUrl, stop: topology.destroy };
  }
  const database = await startOwnPostgres();
  const app = await startApp({ ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error' });
  return {
    base: app.baseUrl,
    databaseUrl: database.url,
    stop: async () => {
      await app.stop();
      await database.destroy();
    },
  };
}
const target = await startTarget();
cleanUpOnFailure(target.stop);
const watchdog = setTimeout(() => {
  console.error('mixed-traffic: gave up after 8 minutes');
  void target.stop().then(() => process.exit(1));
}, 480_000);
let base = target.base;
if (new URL(base).hostname !== '127.0.0.1') throw new Error('127.0.0.1 only');

type Init = { method?: string; headers?: Record<string, string>; body?: string | Buffer };
const samples = new Map<string, { ms: number[]; statuses: Record<string, number> }>();
async function timed(route: string, url: string, init: Init & { address: string; cookie?: string }) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  const started = performance.now();
  let status = 'no reply';
  let res: Response | undefined;
  try {
    res = await fetchFrom(init.address, `${base}${url}`, {
      method: init.method,
      body: init.body,
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    await res.clone().arrayBuffer();
    status = String(res.status);
  } catch {
    res = undefined;
  }
  const entry = samples.get(route) ?? { ms: [], statuses: {} };
  entry.ms.push(performance.now() - started);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  samples.set(route, entry);
  return res;
}
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const TOWNS = ['York', 'Leeds', 'Harrogate', 'Sheffield', 'Manchester', 'Bristol', 'Oxford', 'Norwich'];

// Members: every 10th an owner with two horses. Registered through the API, 10 at a time, each from a
// loopback address of its own; e-mails confirmed in the database, as if each had opened the link.
interface Member {
  email: string;
  owner: boolean;
  address: string;
  id?: number;
  cookie?: string;
}
const members: Member[] = Array.from({ length: connections }, (_, i) => ({
  email: `load${i}@example.test`,
  owner: i % 10 === 0,
  address: loopbackAddress(i),
}));
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const database = new pg.Client({ connectionString: target.databaseUrl });
await database.connect();
for (let i = 0; i < members.length; i += 10) {
  await Promise.all(
    members.slice(i, i + 10).map(async (m) => {
      const res = await fetchFrom(m.address, `${base}/api/users`, {
        ...json({
          email: m.email,
          password: PASSWORD,
          firstName: 'Bench',
          lastName: 'Member',
          location: 'York',
          postcode: 'YO1 7HH',
          userType: m.owner ? 'owner' : 'enthusiast',
          ...(m.owner ? {} : { riderWeight: '9-11st' }),
          confirmAge: true,
          acceptTerms: true,
        }),
      });
      if (res.status !== 201) throw new Error(`registering ${m.email}: ${res.status} ${await res.text()}`);
      m.id = ((await res.json()) as { id: number }).id;
      m.cookie = cookieOf(res);
    }),
  );
}
await database.query('update users set email_verified_at = now() where email like $1', [
  'load%@example.test',
]);
await database.end();
const horseIds: number[] = [];
for (const [n, owner] of members.filter((m) => m.owner).entries()) {
  for (const name of ['Bramble', 'Pip']) {
    const res = await fetchFrom(owner.address, `${base}/api/horses`, {
      ...json({
        name,
        breed: 'Cob',
        height: '14.3-15.2hh',
        location: TOWNS[n % TOWNS.length],
        services: ['exercising-riding', 'general-care'],
      }),
      headers: { 'content-type': 'application/json', cookie: owner.cookie! },
    });
    if (res.status !== 201) throw new Error(`adding a horse: ${res.status} ${await res.text()}`);
    horseIds.push(((await res.json()) as { id: number }).id);
  }
}
const ownerOf = (horseIndex: number) => members.filter((m) => m.owner)[Math.floor(horseIndex / 2)]!;
const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5230' } })
  .jpeg()
  .toBuffer();
const browse = await fetchFrom(members[1]!.address, `${base}/api/horses?location=York`);
const ceilingBody = await browse.text();
console.log(
  `${members.length} members, ${horseIds.length} horses; load average ${loadavg()[0]!.toFixed(2)}; ` +
    `${connections} members at once for ${durationMs / 1000} s`,
);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const endAt = Date.now() + durationMs;
await Promise.all(
  members.map(async (m, i) => {
    const login = await timed('POST /api/auth/login', '/api/auth/login', {
      ...json({ email: m.email, password: PASSWORD }),
      address: m.address,
    });
    m.cookie = login ? cookieOf(login) : undefined;
    const as = { address: m.address, cookie: m.cookie };
    for (let turn = 0; Date.now() < endAt; turn++) {
      const h = (i + turn) % horseIds.length;
      await timed('GET /api/horses?location', `/api/horses?location=${TOWNS[(i + turn) % TOWNS.length]}`, as);
      await timed('GET /api/horses/:id', `/api/horses/${horseIds[h]}`, as);
      await timed('GET /api/messages', `/api/messages?userId=${m.id}`, as);
      if (!m.owner && turn % 5 === 0) {
        await timed('POST /api/messages', '/api/messages', {
          ...json({ receiverId: ownerOf(h).id, horseId: horseIds[h], content: `Could I help? (${turn})` }),
          ...as,
        });
      }
      if (!m.owner && turn % 10 === 5) {
        await timed('POST /api/requests', '/api/requests', {
          ...json({ horseId: horseIds[h], service: 'general-care', startDate: day(7 + turn) }),
          ...as,
        });
      }
      if (m.owner && turn % 20 === 0) {
        const boundary = `----load${i}x${turn}`;
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="horseImage"; filename="h.jpg"\r\n` +
              'Content-Type: image/jpeg\r\n\r\n',
          ),
          photo,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        await timed('POST /api/horses/upload-image', '/api/horses/upload-image', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
          ...as,
        });
      }
    }
  }),
);
await target.stop();

// The ceiling: the same members, from the same addresses, for the same time, each GET answered with the
// reply of a browse by town, precomputed, by bare servers (three behind the same nginx with --topology).
const ceilings = await Promise.all(
  Array.from({ length: values.topology ? 3 : 1 }, () => startCeiling(ceilingBody)),
);
let stopNginx = async () => undefined as void;
if (values.topology) {
  const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-ceiling-'));
  const nginx = await startNginx(
    dir,
    ceilings.map((ceiling) => Number(new URL(ceiling.baseUrl).port)),
  );
  base = nginx.baseUrl;
  stopNginx = async () => {
    await nginx.stop();
    await rm(dir, { recursive: true, force: true });
  };
} else {
  base = ceilings[0]!.baseUrl;
}
const ceilingEnd = Date.now() + durationMs;
await Promise.all(
  members.map(async (m, i) => {
    for (let turn = 0; Date.now() < ceilingEnd; turn++)
      await timed('ceiling', `/api/horses?location=${TOWNS[(i + turn) % TOWNS.length]}`, {
        address: m.address,
      });
  }),
);
await stopNginx();
await Promise.all(ceilings.map((ceiling) => ceiling.stop()));
await closeClients();
clearTimeout(watchdog);

let failures = 0;
console.log('| route | requests | p50 | p95 | max | replies |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const [route, { ms, statuses }] of samples) {
  ms.sort((a, b) => a - b);
  failures += Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const f = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `| ${route} | ${ms.length} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 95))} | ${f(ms.at(-1)!)} | ${JSON.stringify(statuses)} |`,
  );
}
const all = [...samples]
  .filter(([route]) => route !== 'ceiling' && route !== 'POST /api/auth/login')
  .flatMap(([, { ms }]) => ms)
  .sort((x, y) => x - y);
const ceiling = samples.get('ceiling')!.ms;
const perSecond = (ms: number[]) => ms.length / (durationMs / 1000);
console.log(
  `app, every route but the sign-in: ${all.length} requests, ${perSecond(all).toFixed(0)} req/s, ` +
    `p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms\n` +
    `ceiling: ${ceiling.length} requests, ${perSecond(ceiling).toFixed(0)} req/s, ` +
    `p50 ${percentile(ceiling, 50).toFixed(0)} ms, p95 ${percentile(ceiling, 95).toFixed(0)} ms\n` +
    `app / ceiling: ${((100 * all.length) / ceiling.length).toFixed(0)}% of the requests; ` +
    `load average ${loadavg()[0]!.toFixed(2)} at the end`,
);
console.log(`non-2xx or no reply: ${failures}`);
process.exit(failures === 0 ? 0 : 1);
