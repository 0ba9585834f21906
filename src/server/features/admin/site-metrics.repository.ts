import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '#server/db/client.js';

/** Site metrics count UK calendar days, whatever the server's time zone. */
const ukToday = sql`(now() at time zone 'Europe/London')::date`;

/** One more page load today. The row of the day is created by its first visit. */
export async function recordVisit(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into site_metrics (date, visit_count) values (${ukToday}, 1)
        on conflict (date) do update set visit_count = site_metrics.visit_count + 1`,
  );
}

/**
 * Stores today's totals (members, horses, sign-ups), so the table keeps a daily history of them.
 * Registrations are counted from users.created_at, not incremented at sign-up: nothing to keep in step.
 */
export async function snapshotToday(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into site_metrics (date, user_count, horse_count, registration_count)
        select ${ukToday}, (select count(*) from users), (select count(*) from horses),
               (select count(*) from users where (created_at at time zone 'Europe/London')::date = ${ukToday})
        on conflict (date) do update set user_count = excluded.user_count, horse_count = excluded.horse_count,
               registration_count = excluded.registration_count`,
  );
}

export interface DailyRow {
  date: string;
  visitCount: number;
  registrationCount: number;
}

/** The last `days` UK days, oldest first, every day present (zeros where nothing happened). */
export async function dailySeries(db: Executor, days: number): Promise<DailyRow[]> {
  return queryRows<DailyRow>(
    db,
    sql`with days as (
          select (${ukToday} - offs)::date as day from generate_series(${days - 1}::int, 0, -1) as offs
        ),
        registrations as (
          select (created_at at time zone 'Europe/London')::date as day, count(*)::int as n
          from users
          where created_at >= now() - make_interval(days => ${days + 1}::int)
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as "date",
               coalesce(m.visit_count, 0)::int as "visitCount",
               coalesce(r.n, 0)::int as "registrationCount"
        from days
        left join site_metrics m on m.date = days.day
        left join registrations r on r.day = days.day
        order by days.day`,
  );
}

export async function countAll(db: Executor): Promise<{ userCount: number; horseCount: number }> {
  const [row] = await queryRows<{ userCount: number; horseCount: number }>(
    db,
    sql`select (select count(*) from users)::int as "userCount", (select count(*) from horses)::int as "horseCount"`,
  );
  return row ?? { userCount: 0, horseCount: 0 };
}
