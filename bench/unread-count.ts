/**
 * Load scenario: the unread-messages badge, which every signed-in page polls
 * (GET /api/messages/unread-count?userId=...). Starts the real app on 127.0.0.1 against DATABASE_URL,
 * registers a bench member through POST /api/users and reuses its session cookie, gives it 25 unread
 * messages among background traffic between bench owners, then measures for a bounded time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/unread-count.ts
 *
 * Options: --connections 10, --duration 15 (seconds, at most 120), --warmup 3, --messages 20000
 * (background messages between bench owners, from bench/generate-horses.ts).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApp, startCeiling } from './lib/app-server.js';
import { registerBenchMember } from './lib/bench-member.js';
import { BENCH_EMAIL_DOMAIN, connect, requireDatabaseUrl } from './lib/bench-database.js';
import { formatReport, runLoad } from './lib/load.js';

const BUDGET_P95_MS = 20;
const UNREAD = 25;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    messages: { type: 'string', default: '20000' },
  },
});
const connections = Math.min(500, Math.max(1, Number(values.connections)));
const durationSeconds = Math.min(120, Math.max(1, Number(values.duration)));
const warmupSeconds = Math.min(30, Math.max(0, Number(values.warmup)));
const background = Math.min(1_000_000, Math.max(0, Number(values.messages)));

const url = requireDatabaseUrl();
const app = await startApp();
const db = await connect(url);
try {
  const reader = await registerBenchMember(app.baseUrl);
  const { cookie } = reader;

  await fillMailboxes(reader.id);
  const path = `/api/messages/unread-count?userId=${reader.id}`;
  const check = await fetch(`${app.baseUrl}${path}`, { headers: { cookie } });
  const body = (await check.json()) as { count?: number };
  if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`);
  console.log(`app at ${app.baseUrl}; member ${reader.id} has ${body.count} unread message(s)`);

  const requests = [{ method: 'GET' as const, path }];
  const headers = { cookie };
  if (warmupSeconds > 0) {
    await runLoad({ baseUrl: app.baseUrl, requests, headers, connections, durationSeconds: warmupSeconds });
  }
  const load = loadavg().map((value) => value.toFixed(2));
  const profiled = Boolean(process.env.BENCH_CPU_PROF);
  if (profiled) app.profile('start', 'unread-count');
  const report = await runLoad({ baseUrl: app.baseUrl, requests, headers, connections, durationSeconds });
  if (profiled) app.profile('stop', 'unread-count');
  console.log(formatReport(`unread count, ${connections} connections, ${durationSeconds} s`, report));
  console.log(`  load average before the run: ${load.join(' ')} (${cpus().length} cores)`);
  // The ceiling, right after on the same machine: a bare Fastify sending the same reply.
  const ceiling = await startCeiling(JSON.stringify(body));
  try {
    const bare = await runLoad({ baseUrl: ceiling.baseUrl, requests, headers, connections, durationSeconds });
    console.log(formatReport(`ceiling (bare Fastify, same ${JSON.stringify(body).length}-byte reply)`, bare));
    console.log(`  app / ceiling: ${((report.perSecond / bare.perSecond) * 100).toFixed(0)}% of the req/s`);
  } finally {
    await ceiling.stop();
  }
  const verdict =
    report.failures > 0 ? 'not measured (failures)' : report.p95 < BUDGET_P95_MS ? 'within' : 'OVER';
  console.log(`  p95 budget ${BUDGET_P95_MS} ms: ${verdict}`);
  if (report.failures > 0) process.exitCode = 1;
  // The reader goes with its session and messages (ON DELETE CASCADE).
  await db.query('delete from users where id = $1', [reader.id]);
} finally {
  await db.end();
  await app.stop();
}

/** Background messages between bench owners (replacing the previous run's), and the reader's unread ones. */
async function fillMailboxes(readerId: number): Promise<void> {
  const owners = `select id, row_number() over (order by id)::int as i from users
                  where lower(email) like '%@${BENCH_EMAIL_DOMAIN}' and id <> $1`;
  await db.query(
    `delete from messages where sender_id in (select id from users where lower(email) like '%@${BENCH_EMAIL_DOMAIN}')`,
  );
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${owners}) o`, [readerId]);
  const ownerCount = rows[0]?.n ?? 0;
  if (ownerCount < 2) {
    console.log('No bench owners (run bench/generate-horses.ts first): the reader gets no messages.');
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
    [readerId, ownerCount, background],
  );
  await db.query(
    `insert into messages (sender_id, receiver_id, content)
     select (select id from (${owners}) o order by i limit 1), $1, 'Could I come and meet her this week?'
     from generate_series(1, ${UNREAD})`,
    [readerId],
  );
  await db.query('analyze messages');
}
