import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow } from '#server/db/rows.js';
import { requests, type NewRequest, type Request } from '#server/db/schema/index.js';

/** The share fields a change may set (days, end, carry-on answers, a proposed change of days). */
type ShareFields = Pick<
  NewRequest,
  | 'endDate'
  | 'bookedUntil'
  | 'weekdays'
  | 'carryOnAskedAt'
  | 'ownerCarriesOn'
  | 'requesterCarriesOn'
  | 'proposedWeekdays'
  | 'proposedFrom'
  | 'proposedById'
>;

export async function setShareFields(
  db: Executor,
  id: number,
  fields: Partial<ShareFields>,
): Promise<Request | undefined> {
  return firstRow(db.update(requests).set(fields).where(eq(requests.id, id)).returning());
}

/** How many shares one run of the daily share job takes on; the next run takes the rest. */
const SHARES_PER_RUN = 500;

/**
 * Running shares (accepted, not ended before `today`) where `conditions` hold too, for the daily share
 * job, at most SHARES_PER_RUN of them.
 */
function runningShares(
  db: Executor,
  today: string,
  ...conditions: Array<SQL | undefined>
): Promise<Request[]> {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.kind, 'share'),
        eq(requests.status, 'accepted'),
        or(isNull(requests.endDate), sql`${requests.endDate} >= ${today}`),
        ...conditions,
      ),
    )
    .limit(SHARES_PER_RUN);
}

/** Running shares in their trial's last days whose members have not yet been asked "Carry on sharing?". */
export async function findSharesToAsk(db: Executor, today: string, askFrom: string): Promise<Request[]> {
  return runningShares(
    db,
    today,
    isNull(requests.carryOnAskedAt),
    lte(requests.trialEndsOn, askFrom),
    sql`${requests.trialEndsOn} >= ${today}`,
  );
}

/** Running shares whose trial has ended without both saying yes, and that have not been ended yet. */
export async function findTrialsEndedUnanswered(db: Executor, today: string): Promise<Request[]> {
  return runningShares(
    db,
    today,
    lt(requests.trialEndsOn, today),
    or(isNull(requests.endDate), sql`${requests.endDate} > ${requests.trialEndsOn}`),
    sql`not (coalesce(${requests.ownerCarriesOn}, false) and coalesce(${requests.requesterCarriesOn}, false))`,
  );
}

/** Shares both members carried on, whose days are booked less far ahead than `horizon`. */
export async function findSharesToBookAhead(
  db: Executor,
  today: string,
  horizon: string,
): Promise<Request[]> {
  return runningShares(
    db,
    today,
    eq(requests.ownerCarriesOn, true),
    eq(requests.requesterCarriesOn, true),
    lt(requests.bookedUntil, horizon),
    or(isNull(requests.endDate), sql`${requests.bookedUntil} < ${requests.endDate}`),
  );
}
