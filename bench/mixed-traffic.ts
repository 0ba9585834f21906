/**
 * Issue 19, load: mixed traffic from `--connections` simulated members at once for `--duration` seconds,
 * on a PostgreSQL server of this script's own. Each member signs in (timed), then loops without pause:
 * browse by town, a horse's page, their conversations; every 5th turn an enquiry message to an owner,
 * every 10th a visit request; owners upload a horse photo every 20th turn. Reports p50/p95/max and any
 * non-2xx per route. Bounded, 127.0.0.1 only, stops by itself.
 *
 *   npx tsx bench/mixed-traffic.ts [--connections 200] [--duration 60]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startApp } from './lib/app-server.js';
import { percentile } from './lib/load.js';
import { PASSWORD, registerMember } from './lib/main-process.js';
import { startOwnPostgres } from './lib/own-postgres.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
  },
});
const connections = Number(values.connections);
const durationMs = Math.min(120, Number(values.duration)) * 1000;

const database = await startOwnPostgres();
const app = await startApp({ ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error' });
const watchdog = setTimeout(() => {
  console.error('mixed-traffic: gave up after 6 minutes');
  void app.stop().then(() => database.destroy().then(() => process.exit(1)));
}, 360_000);
const base = app.baseUrl;
if (new URL(base).hostname !== '127.0.0.1') throw new Error('127.0.0.1 only');

const samples = new Map<string, { ms: number[]; statuses: Record<string, number> }>();
async function timed(route: string, url: string, init: RequestInit & { address: string; cookie?: string }) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', init.address);
  if (init.cookie) headers.set('cookie', init.cookie);
  const started = performance.now();
  let status = 'no reply';
  let res: Response | undefined;
  try {
    res = await fetch(`${base}${url}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
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
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const TOWNS = ['York', 'Leeds', 'Harrogate', 'Sheffield', 'Manchester', 'Bristol', 'Oxford', 'Norwich'];

// Members: every 10th an owner with two horses. Registered through the API, 10 at a time.
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
  address: `10.1.${i >> 8}.${i & 255}`,
}));
for (let i = 0; i < members.length; i += 10) {
  await Promise.all(
    members.slice(i, i + 10).map(async (m, j) => {
      const address = `10.2.${i >> 8}.${(i + j) & 255}`;
      m.id = (await registerMember(base, m.email, m.owner ? 'owner' : 'enthusiast', address)).id;
    }),
  );
}
const horseIds: number[] = [];
for (const [n, owner] of members.filter((m) => m.owner).entries()) {
  const login = await fetch(`${base}/api/auth/login`, {
    ...json({ email: owner.email, password: PASSWORD }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': owner.address },
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (const name of ['Bramble', 'Pip']) {
    const res = await fetch(`${base}/api/horses`, {
      ...json({
        name,
        breed: 'Cob',
        height: '14.3-15.2hh',
        location: TOWNS[n % TOWNS.length],
        services: ['exercising-riding', 'general-care'],
      }),
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': owner.address },
    });
    if (res.status !== 201) throw new Error(`adding a horse: ${res.status} ${await res.text()}`);
    horseIds.push(((await res.json()) as { id: number }).id);
  }
}
const ownerOf = (horseIndex: number) => members.filter((m) => m.owner)[Math.floor(horseIndex / 2)]!;
const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5230' } })
  .jpeg()
  .toBuffer();
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
    m.cookie = login?.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
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
await app.stop();
await database.destroy();
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
console.log(`non-2xx or no reply: ${failures}`);
process.exit(failures === 0 ? 0 : 1);
