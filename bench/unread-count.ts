/**
 * Load scenario: the unread-messages badge, which every signed-in page polls
 * (GET /api/messages/unread-count?userId=...). Starts the real app on 127.0.0.1 against DATABASE_URL,
 * registers `--members` bench members through POST /api/users (each from an address of its own) and keeps
 * each one's session cookie, gives member k (k = 0, 1, ...) 1 + k % 25 unread messages among background
 * traffic between bench owners, checks every member's badge once, then measures for a bounded time with
 * every request the next member in turn, its own cookie and its own userId.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/unread-count.ts --members 200
 *
 * What it measures, honestly: the app keeps each member's count in memory until a change notice about
 * their messages or blocks drops it (decision 0062), so a member's first poll reads the database and the
 * next ones, until their count changes, do not. That is what real polling is (the same member every 30 s,
 * nothing changed most times), and no bench traffic changes a count while it runs: with 200 members
 * cycling, the checks and the warm-up have read every count once, and the measured run is polls answered
 * from memory, each request a different member from the one before. `--members 1` is the old scenario of
 * one member polling.
 *
 * Options: --connections 10, --duration 15 (seconds, at most 120), --warmup 3, --messages 20000
 * (background messages between bench owners, from bench/generate-horses.ts), --members 1 (at most 2,000).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApp, startCeiling } from './lib/app-server.js';
import { registerBenchMember } from './lib/bench-member.js';
import { BENCH_EMAIL_DOMAIN, connect, requireDatabaseUrl } from './lib/bench-database.js';
import { formatReport, runLoad } from './lib/load.js';

const BUDGET_P95_MS = 20;
/** Member k gets 1 + k % UNREAD_SPREAD unread messages: counts that differ, so a wrong member's shows. */
const UNREAD_SPREAD = 25;
/** Members registered at once: registration and sign-in each hash a password (argon2). */
const REGISTER_AT_ONCE = 4;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    messages: { type: 'string', default: '20000' },
    members: { type: 'string', default: '1' },
  },
});
const connections = Math.min(500, Math.max(1, Number(values.connections)));
const durationSeconds = Math.min(120, Math.max(1, Number(values.duration)));
const warmupSeconds = Math.min(30, Math.max(0, Number(values.warmup)));
const background = Math.min(1_000_000, Math.max(0, Number(values.messages)));
const memberCount = Math.min(2000, Math.max(1, Math.floor(Number(values.members))));

interface Reader {
  id: number;
  cookie: string;
  unread: number;
  path: string;
}

const url = requireDatabaseUrl();
const app = await startApp();
const db = await connect(url);
try {
  const readers = await registerReaders();
  await fillMailboxes(readers);
  for (const reader of readers) {
    const check = await fetch(`${app.baseUrl}${reader.path}`, { headers: { cookie: reader.cookie } });
    if (check.status !== 200) throw new Error(`GET ${reader.path} answered ${check.status}`);
    const { count } = (await check.json()) as { count?: number };
    if (count !== reader.unread)
      throw new Error(`member ${reader.id}: ${count} unread, not ${reader.unread}`);
  }
  const counts = readers.map((reader) => reader.unread);
  const [fewest, most] = [Math.min(...counts), Math.max(...counts)];
  const unread = fewest === most ? `${most}` : `${fewest}–${most}`;
  console.log(`app at ${app.baseUrl}; ${readers.length} member(s), each polled once: ${unread} unread`);

  // Every request the next member in turn, whichever connection sends it.
  let turn = 0;
  const nextRequest = () => {
    const reader = readers[turn++ % readers.length]!;
    return { path: reader.path, headers: { cookie: reader.cookie } };
  };
  const requests = [{ method: 'GET' as const, path: readers[0]!.path }];
  const common = { baseUrl: app.baseUrl, requests, connections, nextRequest };
  if (warmupSeconds > 0) await runLoad({ ...common, durationSeconds: warmupSeconds });
  const load = loadavg().map((value) => value.toFixed(2));
  const profiled = Boolean(process.env.BENCH_CPU_PROF);
  if (profiled) app.profile('start', 'unread-count');
  const report = await runLoad({ ...common, durationSeconds });
  if (profiled) app.profile('stop', 'unread-count');
  const who = readers.length === 1 ? 'one member' : `${readers.length} members in turn`;
  console.log(formatReport(`unread count, ${who}, ${connections} connections, ${durationSeconds} s`, report));
  console.log(`  load average before the run: ${load.join(' ')} (${cpus().length} cores)`);
  // The ceiling, right after on the same machine: a bare Fastify sending a reply of the members' size (11
  // or 12 bytes), to the same requests (the same paths and cookies).
  const body = JSON.stringify({ count: readers[0]!.unread });
  const ceiling = await startCeiling(body);
  try {
    const bare = await runLoad({ ...common, baseUrl: ceiling.baseUrl, durationSeconds });
    console.log(formatReport(`ceiling (bare Fastify, a ${body.length}-byte reply)`, bare));
    console.log(`  app / ceiling: ${((report.perSecond / bare.perSecond) * 100).toFixed(0)}% of the req/s`);
  } finally {
    await ceiling.stop();
  }
  const verdict =
    report.failures > 0 ? 'not measured (failures)' : report.p95 < BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  p95 budget ${BUDGET_P95_MS} ms: ${verdict}`);
  if (report.failures > 0) process.exitCode = 1;
  // The readers go with their sessions and messages (ON DELETE CASCADE).
  await db.query('delete from users where id = any($1::int[])', [readers.map((reader) => reader.id)]);
} finally {
  await db.end();
  await app.stop();
}

/** The bench members who poll, registered a few at a time, each from an address of its own. */
async function registerReaders(): Promise<Reader[]> {
  const readers: Reader[] = [];
  for (let first = 0; first < memberCount; first += REGISTER_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(REGISTER_AT_ONCE, memberCount - first) },
      (_, i) => first + i,
    );
    const registered = await Promise.all(
      batch.map((k) => registerBenchMember(app.baseUrl, `10.250.${k >> 8}.${k & 255}`)),
    );
    for (const [i, member] of registered.entries()) {
      const unread = 1 + (batch[i]! % UNREAD_SPREAD);
      readers.push({ ...member, unread, path: `/api/messages/unread-count?userId=${member.id}` });
    }
  }
  return readers;
}

/** Background messages between bench owners (replacing the previous run's), and the readers' unread ones. */
async function fillMailboxes(readers: Reader[]): Promise<void> {
  const readerIds = readers.map((reader) => reader.id);
  const owners = `select id, row_number() over (order by id)::int as i from users
                  where lower(email) like '%@${BENCH_EMAIL_DOMAIN}' and id <> all($1::int[])`;
  await db.query(
    `delete from messages where sender_id in (select id from users where lower(email) like '%@${BENCH_EMAIL_DOMAIN}')`,
  );
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${owners}) o`, [readerIds]);
  const ownerCount = rows[0]?.n ?? 0;
  if (ownerCount < 2) {
    console.log('No bench owners (run bench/generate-horses.ts first): the readers get no messages.');
    for (const reader of readers) reader.unread = 0;
    return;
  }
  await db.query(
    `with o as (${owners}), pairs as materialized (
       select 1 + floor(random() * $2::int)::int as a, 1 + floor(random() * ($2::int - 1))::int as step, random() as r
       from generate_series(1, $3::int))
     insert into messages (sender_id, receiver_id, content, is_read, created_at)
     select s.id, r.id, 'Hello! Is he still looking for someone on Saturdays?', p.r > 0.3,
            now() - p.r * interval '90 days'
     from pairs p join o s on s.i = p.a join o r on r.i = 1 + (p.a - 1 + p.step) % $2`,
    [readerIds, ownerCount, background],
  );
  await db.query(
    `insert into messages (sender_id, receiver_id, content)
     select (select id from (${owners}) o order by i limit 1), reader.id, 'Could I come and meet her this week?'
     from unnest($2::int[], $3::int[]) as reader(id, unread), generate_series(1, reader.unread)`,
    [readerIds, readerIds, readers.map((reader) => reader.unread)],
  );
  await db.query('analyze messages');
}
