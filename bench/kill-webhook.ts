/**
 * Issue 19, faults: kill -9 during a stream of Stripe webhooks. The real entry point runs on a PostgreSQL
 * server of this script's own; `--members` owners each get a scripted run of signed events (checkout
 * completed, subscription updated, invoice paid, then for some a plan change, a cancellation or a one-off
 * donation), sent by `--senders` clients at once, each member's events in order as Stripe sends them. When
 * half of all events are acknowledged the process is killed (SIGKILL). It is started again, and then:
 *  - before any replay, every event is either recorded (webhook_events) with its effect in the tables, or
 *    neither: no acknowledged event lost, no event half applied;
 *  - every event not acknowledged with a 2xx, and every third acknowledged one, is sent again, in a
 *    shuffled order (Stripe's retries keep no order);
 *  - each member ends exactly as their events say (status, amount, premium shown on their profile, one
 *    subscription row, one donation row where they donated), and replaying again changes no row.
 * Bounded (well under 2 minutes on a quiet machine), 127.0.0.1 only, stops by itself.
 *
 *   npx tsx bench/kill-webhook.ts [--members 24] [--senders 8]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import Stripe from 'stripe';
import { registerMember, startMain, type MainProcess } from './lib/main-process.js';
import { startOwnPostgres } from './lib/own-postgres.js';

const { values } = parseArgs({
  options: { members: { type: 'string', default: '24' }, senders: { type: 'string', default: '8' } },
});
const watchdog = setTimeout(() => {
  console.error('kill-webhook: gave up after 4 minutes');
  process.exit(1);
}, 240_000);

const SECRET = 'whsec_bench_kill_webhook_local';
const PREMIUM_PRODUCT = 'prod_bench_owner_premium';
const DAY = 86_400;

interface ScriptedEvent {
  id: string;
  type: string;
  created: number;
  /** Index of the member it belongs to. */
  member: number;
  body: string;
}

interface Expected {
  status: string;
  amount: number;
  premium: boolean;
  donations: number;
}

type Outcome = 'acknowledged' | 'cut' | 'refused' | 'unsent';

/** Member i's events, oldest first, and how the member must end once all of them are applied. */
function scriptFor(i: number, userId: number, t0: number): { events: ScriptedEvent[]; expected: Expected } {
  const customer = `cus_kill_${i}`;
  const subscriptionId = `sub_kill_${i}`;
  const periodEnd = t0 + 29 * DAY;
  const events: ScriptedEvent[] = [];
  const add = (type: string, object: Record<string, unknown>) => {
    const created = t0 + events.length;
    const id = `evt_kill_${i}_${events.length}`;
    const body = JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });
    events.push({ id, type, created, member: i, body });
  };
  const subscription = (status: string, unitAmount: number) => ({
    id: subscriptionId,
    object: 'subscription',
    customer,
    status,
    currency: 'gbp',
    start_date: t0 - DAY,
    ended_at: status === 'canceled' ? t0 + 10 : null,
    current_period_start: t0 - DAY,
    current_period_end: periodEnd,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscriptionId}`,
          quantity: 1,
          price: { id: `price_${unitAmount}`, product: PREMIUM_PRODUCT, unit_amount: unitAmount },
        },
      ],
    },
  });
  add('checkout.session.completed', {
    id: `cs_kill_${i}`,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    customer_details: { email: `kill${i}@example.test` },
    client_reference_id: String(userId),
    subscription: subscriptionId,
    amount_total: 999,
    payment_status: 'paid',
    created: t0,
    metadata: {},
  });
  add('customer.subscription.updated', subscription('active', 999));
  add('invoice.paid', {
    id: `in_kill_${i}`,
    object: 'invoice',
    customer,
    subscription: subscriptionId,
    amount_paid: 999,
    amount_due: 999,
    period_start: t0 - DAY,
    period_end: periodEnd,
  });
  const expected: Expected = { status: 'active', amount: 999, premium: true, donations: 0 };
  if (i % 4 === 1) {
    add('customer.subscription.updated', subscription('active', 1299));
    expected.amount = 1299;
  }
  if (i % 4 === 3) {
    add('customer.subscription.updated', subscription('canceled', 999));
    Object.assign(expected, { status: 'canceled', premium: false });
  }
  if (i % 5 === 0) {
    add('checkout.session.completed', {
      id: `cs_kill_donation_${i}`,
      object: 'checkout.session',
      mode: 'payment',
      customer,
      customer_details: { email: `kill${i}@example.test` },
      client_reference_id: String(userId),
      subscription: null,
      amount_total: 500,
      payment_status: 'paid',
      created: t0 + 5,
      metadata: {},
    });
    expected.donations = 1;
  }
  return { events, expected };
}

/** Sends one event, signed now as Stripe signs each delivery; the status, or undefined when cut off. */
async function send(baseUrl: string, event: ScriptedEvent): Promise<number | undefined> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: SECRET });
  try {
    const res = await fetch(`${baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: event.body,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

/** A seeded shuffle, so a run's replay order can be repeated. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const env = { STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_OWNER_PREMIUM_PRODUCT_ID: PREMIUM_PRODUCT };
const database = await startOwnPostgres();
const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-kill-webhook-'));
const client = new pg.Client({ connectionString: database.url });
// Killed in `finally` if a step throws: a live child would keep this script from ever exiting.
const apps: MainProcess[] = [];
try {
  console.log(`load average at start: ${loadavg()[0]!.toFixed(2)}`);
  const first = await startMain({ databaseUrl: database.url, dataDir, env });
  apps.push(first);
  const memberCount = Number(values.members);
  const t0 = Math.floor(Date.now() / 1000) - 3600;
  const ids: number[] = [];
  for (let i = 0; i < memberCount; i++) {
    ids.push((await registerMember(first.baseUrl, `kill${i}@example.test`, 'owner', `10.8.0.${i}`)).id);
  }
  const scripts = ids.map((id, i) => scriptFor(i, id, t0 + i * 100));
  const allEvents = scripts.flatMap((script) => script.events);
  const outcome = new Map<string, Outcome>(allEvents.map((event) => [event.id, 'unsent']));

  // Each sender takes whole members, so each member's events go out in order, one at a time.
  const senders = Number(values.senders);
  let acknowledged = 0;
  let killed = false;
  const killAt = Math.floor(allEvents.length / 2);
  let markKilled = () => {};
  const killedAt = new Promise<void>((resolve) => (markKilled = resolve));
  const streams = Array.from({ length: senders }, async (_, s) => {
    for (let i = s; i < scripts.length; i += senders) {
      for (const event of scripts[i]!.events) {
        if (killed) return;
        const status = await send(first.baseUrl, event);
        if (status === undefined) {
          outcome.set(event.id, 'cut');
          return;
        }
        outcome.set(event.id, status >= 200 && status < 300 ? 'acknowledged' : 'refused');
        if (status >= 200 && status < 300 && ++acknowledged >= killAt && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
          markKilled();
        }
      }
    }
  });
  await Promise.race([killedAt, Promise.all(streams)]);
  if (!killed) throw new Error('every event was acknowledged before the kill: nothing was cut');
  await first.exited;
  await Promise.all(streams);
  const count = (kind: Outcome) => [...outcome.values()].filter((o) => o === kind).length;

  // Started again on the same database; the state exactly as the kill left it, before any replay.
  const second = await startMain({ databaseUrl: database.url, dataDir, env });
  apps.push(second);
  await client.connect();
  const recorded = new Set(
    (await client.query<{ id: string }>('select id from webhook_events')).rows.map((row) => row.id),
  );
  const mapped = new Set(
    (await client.query<{ c: string }>('select provider_customer_id as c from customer_mappings')).rows.map(
      (row) => row.c,
    ),
  );
  const donationSessions = new Set(
    (await client.query<{ s: string }>(`select metadata->>'checkoutSessionId' as s from donations`)).rows.map(
      (row) => row.s,
    ),
  );
  const lastEventAt = new Map(
    (
      await client.query<{ id: string; at: Date }>(
        'select provider_subscription_id as id, last_event_at as at from subscriptions',
      )
    ).rows.map((row) => [row.id, row.at.getTime() / 1000]),
  );
  /** Whether the event's effect is in the tables (no later event of its member was sent before it was answered). */
  const applied = (event: ScriptedEvent): boolean => {
    const object = (JSON.parse(event.body) as { data: { object: { id: string; mode?: string } } }).data
      .object;
    if (event.type === 'checkout.session.completed') {
      return object.mode === 'payment'
        ? donationSessions.has(object.id)
        : mapped.has(`cus_kill_${event.member}`);
    }
    return (lastEventAt.get(`sub_kill_${event.member}`) ?? 0) >= event.created;
  };
  const sentEvents = allEvents.filter((event) => outcome.get(event.id) !== 'unsent');
  const lostAcknowledged = sentEvents.filter(
    (event) => outcome.get(event.id) === 'acknowledged' && !(recorded.has(event.id) && applied(event)),
  );
  const cut = sentEvents.filter((event) => outcome.get(event.id) === 'cut');
  const halfApplied = cut.filter((event) => recorded.has(event.id) !== applied(event));
  const cutButCommitted = cut.filter((event) => recorded.has(event.id)).length;

  // Replay: everything not acknowledged, and every third acknowledged event, shuffled.
  const acknowledgedEvents = allEvents.filter((event) => outcome.get(event.id) === 'acknowledged');
  const sample = acknowledgedEvents.filter((_, i) => i % 3 === 0);
  const replay = shuffled(
    [...allEvents.filter((event) => outcome.get(event.id) !== 'acknowledged'), ...sample],
    20_261_123,
  );
  const replayStatuses = new Map<number | undefined, number>();
  for (const event of replay) {
    const status = await send(second.baseUrl, event);
    replayStatuses.set(status, (replayStatuses.get(status) ?? 0) + 1);
  }

  // Every member as the events say: one subscription row, its status and amount, premium on the profile.
  const wrong: string[] = [];
  const snapshot = async () => {
    const tables: unknown[] = [];
    for (const table of ['subscriptions', 'donations', 'customer_mappings', 'webhook_events']) {
      tables.push((await client.query(`select * from ${table} order by 1`)).rows);
    }
    return JSON.stringify(tables);
  };
  for (const [i, { expected }] of scripts.entries()) {
    const userId = ids[i]!;
    const subs = await client.query<{ status: string; amount: number; product_id: string }>(
      'select status, amount, product_id from subscriptions where user_id = $1',
      [userId],
    );
    const donations = await client.query('select 1 from donations where user_id = $1', [userId]);
    const profile = (await (await fetch(`${second.baseUrl}/api/users/${userId}`)).json()) as {
      isPremium?: boolean;
    };
    const row = subs.rows[0];
    const problems = [
      subs.rows.length !== 1 && `${subs.rows.length} subscription rows`,
      row && row.status !== expected.status && `status ${row.status}, expected ${expected.status}`,
      row && row.amount !== expected.amount && `amount ${row.amount}, expected ${expected.amount}`,
      row && row.product_id !== PREMIUM_PRODUCT && `product ${row.product_id}`,
      profile.isPremium !== expected.premium &&
        `isPremium ${profile.isPremium}, expected ${expected.premium}`,
      donations.rows.length !== expected.donations &&
        `${donations.rows.length} donation rows, expected ${expected.donations}`,
    ].filter(Boolean);
    if (problems.length) wrong.push(`member ${i} (user ${userId}): ${problems.join('; ')}`);
  }
  const eventsRecorded = Number(
    (await client.query<{ n: string }>('select count(*) as n from webhook_events')).rows[0]!.n,
  );

  // Replaying again (the sample and the cut ones) must change nothing at all.
  const beforeSecondReplay = await snapshot();
  for (const event of shuffled([...sample, ...cut], 7)) await send(second.baseUrl, event);
  const secondReplayChanged = (await snapshot()) !== beforeSecondReplay;

  second.child.kill('SIGTERM');
  await second.exited;

  const premium = scripts.filter((script) => script.expected.premium).length;
  console.log(
    `\n${memberCount} owners, ${allEvents.length} signed events, ${senders} senders; SIGKILL after ${acknowledged} acknowledged\n`,
  );
  const table: [string, string | number][] = [
    ['acknowledged (2xx) before the kill', count('acknowledged')],
    ['refused (not 2xx) before the kill', count('refused')],
    ['cut off mid-request', cut.length],
    ['  of which committed before the kill', cutButCommitted],
    ['never sent', count('unsent')],
    ['acknowledged but lost (not recorded or not applied)', lostAcknowledged.length],
    ['half applied (recorded ≠ effect in the tables)', halfApplied.length],
    [
      'replayed after restart (shuffled)',
      `${replay.length}: ${[...replayStatuses].map(([s, n]) => `${n} × ${s ?? 'no reply'}`).join(', ')}`,
    ],
    ['events recorded at the end', `${eventsRecorded} of ${allEvents.length}`],
    ['members not as their events say', `${wrong.length} of ${memberCount} (${premium} end premium)`],
    ['rows changed by a second replay', secondReplayChanged ? 'some' : 'none'],
  ];
  const width = Math.max(...table.map(([label]) => label.length));
  for (const [label, value] of table) console.log(`${label.padEnd(width)}  ${value}`);
  for (const line of wrong.slice(0, 5)) console.log(`  ${line}`);

  const replayOk = replayStatuses.size === 1 && replayStatuses.has(200);
  process.exitCode =
    lostAcknowledged.length === 0 &&
    halfApplied.length === 0 &&
    replayOk &&
    wrong.length === 0 &&
    eventsRecorded === allEvents.length &&
    !secondReplayChanged
      ? 0
      : 1;
} finally {
  for (const app of apps)
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await client.end().catch(() => undefined);
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
