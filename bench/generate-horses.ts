/**
 * Fills the database of DATABASE_URL with N benchmark horses (and their owners) in a few SQL statements:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_horses npx tsx bench/generate-horses.ts --count 100000
 *
 * Previous bench data (owners at @bench.stablemates.local and their horses) is removed first; `--count 0`
 * only removes it. Horses stand at real UK places (a random GeoNames place from the geocoder's data; with
 * --jitter, moved by up to a few miles), so the density follows where places are, as a real site's would,
 * and horses share points as the app's district-level locations do (decision 0007). Refuses a
 * database that holds real members unless run with --yes.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { BREEDS, HEIGHTS, SERVICES, TEMPERAMENTS } from '#contract/options.js';
import { openPostgres } from '#server/db/postgres.js';
import { DEMO_EMAIL_DOMAIN } from '#server/seed/demo-members.js';
import { BENCH_EMAIL_DOMAIN, connect, requireDatabaseUrl } from './lib/bench-database.js';

/**
 * One statement. `draws` is materialised (it calls random()), so each horse's random numbers are drawn once.
 * Services: a random non-empty subset (a 4-bit mask); temperament: one or two distinct traits.
 */
const INSERT_HORSES = `
  with places as (
    select name, lat, lon, i::int from unnest($1::text[], $2::float8[], $3::float8[]) with ordinality as p(name, lat, lon, i)
  ), owners as (
    select id, row_number() over (order by id)::int as i from users where lower(email) like $4
  ), draws as materialized (
    select g,
      1 + floor(random() * cardinality($1::text[]))::int as place_i,
      1 + floor(random() * (select count(*) from owners))::int as owner_i,
      1 + floor(random() * 15)::int as service_mask,
      1 + floor(random() * 7)::int as trait_a,
      floor(random() * 6)::int as trait_step,
      random() as r_trait, random() as r_level, random() as r_lat, random() as r_lon, random() as r_breed,
      random() as r_height, random() as r_age, random() as r_available, random() as r_created
    from generate_series(1, $5::int) g
  )
  insert into horses (owner_id, name, breed, age, color, height, temperament, experience_level, description,
    location, latitude, longitude, services, is_available, price_per_hour, created_at)
  select o.id,
    (array['Bramble','Duchess','Pip','Hector','Maisie','Oscar','Rosie','Angus','Skye','Thistle','Fergus',
           'Morag','Bonnie','Rory','Heather','Ben','Isla','Jess','Nutmeg','Willow'])[1 + d.g % 20],
    ($8::text[])[1 + floor(d.r_breed * cardinality($8::text[]))::int],
    1 + floor(d.r_age * 30)::int,
    (array['Bay','Chestnut','Grey','Black','Brown','Palomino','Dun','Roan'])[1 + d.g % 8],
    ($9::text[])[1 + floor(d.r_height * cardinality($9::text[]))::int],
    case when d.r_trait < 0.5 then array[($7::text[])[d.trait_a]]
         else array[($7::text[])[d.trait_a], ($7::text[])[1 + (d.trait_a + d.trait_step) % 7]] end,
    (array['beginner','intermediate','advanced','expert'])[1 + floor(d.r_level * 4)::int],
    'A benchmark horse near ' || p.name || '.',
    p.name,
    least(60.9, greatest(49.8, p.lat + (d.r_lat - 0.5) * $10::float8)),
    least(1.8, greatest(-8.2, p.lon + (d.r_lon - 0.5) * $10::float8 * 1.6)),
    array(select s from unnest($6::text[]) with ordinality as u(s, k) where (d.service_mask >> (k::int - 1)) & 1 = 1),
    d.r_available < 0.9,
    null,
    now() - d.r_created * interval '365 days'
  from draws d
  join places p on p.i = d.place_i
  join owners o on o.i = d.owner_i`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    owners: { type: 'string' },
    yes: { type: 'boolean', default: false },
    // Off by default: the app places every horse at its postcode district or town (decision 0007), so
    // real horses share a few thousand points. --jitter spreads them by up to ±0.05° (the older data).
    jitter: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 2_000_000) {
  console.error('--count must be a whole number from 0 to 2,000,000');
  process.exit(2);
}
// About twenty horses an owner, as on a busy yard-sharing site.
const ownerCount = Number(values.owners ?? Math.max(1, Math.ceil(count / 20)));

const url = requireDatabaseUrl();
const benchPattern = `%@${BENCH_EMAIL_DOMAIN}`;
const client = await connect(url);
try {
  // Checked before anything is written, migrations included.
  const real = await countRealMembers(client);
  if (real > 0 && !values.yes) {
    console.error(`Refusing: this database has ${real} real member(s). Use a database made for the bench,`);
    console.error('or run with --yes to add bench data beside them anyway.');
    process.exitCode = 1;
  } else {
    const handle = openPostgres(url, 1);
    await handle.migrate();
    await handle.close();
    await generate(client);
  }
} finally {
  await client.end();
}

async function countRealMembers(db: pg.Client): Promise<number> {
  const { rows: found } = await db.query<{ users: string | null }>(
    `select to_regclass('users')::text as users`,
  );
  if (!found[0]?.users) return 0;
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from users where lower(email) not like $1 and lower(email) not like $2',
    [benchPattern, `%@${DEMO_EMAIL_DOMAIN}`],
  );
  return rows[0]?.n ?? 0;
}

async function generate(db: pg.Client): Promise<void> {
  const places = (
    JSON.parse(
      await readFile(new URL('../src/server/adapters/geocoder/data/uk-places.json', import.meta.url), 'utf8'),
    ) as { places: [string, number, number, number][] }
  ).places;
  const started = performance.now();
  // Messages first, then VACUUM: messages.horse_id has no index, so each deleted horse makes PostgreSQL
  // scan the messages table (bench/unread-count.ts leaves 20,000 there): 24 s for 100,000 horses otherwise.
  const bench = 'select id from users where lower(email) like $1';
  await db.query(`delete from messages where sender_id in (${bench}) or receiver_id in (${bench})`, [
    benchPattern,
  ]);
  await db.query('vacuum messages');
  await db.query('begin');
  const removed = await db.query('delete from users where lower(email) like $1', [benchPattern]);
  if (count > 0) {
    await db.query('select setseed(0.4242)'); // the same data for the same count, run after run
    await db.query(
      `insert into users (email, username, password_hash, first_name, last_name, user_type, location,
         age_confirmed_at, terms_accepted_at)
       select e, e, '!bench account: no sign-in', (array['Alex','Bea','Cerys','Dan','Erin','Fin','Gail','Huw'])[1 + g % 8],
              'Bench' || g, 'owner', 'Benchtown', now(), now()
       from generate_series(1, $1::int) g, lateral (select 'owner' || g || '@${BENCH_EMAIL_DOMAIN}' as e) addr`,
      [ownerCount],
    );
    await db.query(INSERT_HORSES, [
      places.map((p) => p[0]),
      places.map((p) => p[1]),
      places.map((p) => p[2]),
      benchPattern,
      count,
      [...SERVICES],
      [...TEMPERAMENTS],
      [...BREEDS],
      [...HEIGHTS],
      values.jitter ? 0.1 : 0,
    ]);
  }
  await db.query('commit');
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze horses');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from horses');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `bench data: removed ${removed.rowCount ?? 0} old bench owner(s); added ${count} horse(s) for ` +
      `${count > 0 ? ownerCount : 0} owner(s) in ${seconds} s; ${rows[0]?.n ?? 0} horse(s) in the database.`,
  );
}
