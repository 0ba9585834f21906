import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { jobLeases } from '#server/db/schema/index.js';

/**
 * Claims `name` for the period starting at `periodStart`, for `holder`, until `leaseUntil`: true when this
 * holder may run it now. One statement, so two processes claiming at once cannot both win: the row is new,
 * or its period is older, or its holder neither finished nor renewed it before its lease ran out.
 */
export async function claimJob(
  db: Executor,
  claim: { name: string; periodStart: Date; holder: string; leaseUntil: Date; now: Date },
): Promise<boolean> {
  const { name, periodStart, holder, leaseUntil, now } = claim;
  const rows = await db
    .insert(jobLeases)
    .values({ name, periodStart, holder, leaseUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { periodStart, holder, leaseUntil, finishedAt: sql`null` },
      setWhere: or(
        lt(jobLeases.periodStart, periodStart),
        and(
          eq(jobLeases.periodStart, periodStart),
          isNull(jobLeases.finishedAt),
          lt(jobLeases.leaseUntil, now),
        ),
      ),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}

/** The holder finished the period it claimed: nobody runs it again. */
export async function finishJob(db: Executor, name: string, holder: string, at: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ finishedAt: at })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
