import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import {
  availabilitySlots,
  type AvailabilitySlot,
  type NewAvailabilitySlot,
} from '#server/db/schema/index.js';

export async function findSlot(db: Executor, id: number): Promise<AvailabilitySlot | undefined> {
  const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1);
  return row;
}

/** The last day a slot may occur, as recurrence.ts `lastDayOf` says: the later of its two end dates. */
const lastPossibleDay = sql`greatest(${availabilitySlots.endDate}, coalesce(${availabilitySlots.recurrenceEnd}, ${availabilitySlots.endDate}))`;

/**
 * A horse's slots that may occur between `from` and `to`: those starting by `to` whose last possible day
 * (the later of the end date and the recurrence end) is on or after `from`. Which days inside that the
 * slot really occurs on is the recurrence rule's business, applied by whoever draws the calendar.
 */
export async function findSlots(
  db: Executor,
  query: { horseId: number; from?: string; to?: string; limit: number; offset: number },
): Promise<{ rows: AvailabilitySlot[]; total: number }> {
  const conditions: SQL[] = [eq(availabilitySlots.horseId, query.horseId)];
  if (query.to) conditions.push(lte(availabilitySlots.startDate, query.to));
  if (query.from) {
    conditions.push(gte(lastPossibleDay, query.from));
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(availabilitySlots)
      .where(where)
      .orderBy(asc(availabilitySlots.startDate), asc(availabilitySlots.startTime), asc(availabilitySlots.id))
      .limit(query.limit)
      .offset(query.offset),
    countRows(db, availabilitySlots, where),
  ]);
  return { rows, total };
}

/** What decides the days of the horses' slots that may occur between `from` and `to` (decision 0050). */
export function findSlotDaysOf(db: Executor, horseIds: readonly number[], from: string, to: string) {
  return db
    .select({
      horseId: availabilitySlots.horseId,
      startDate: availabilitySlots.startDate,
      endDate: availabilitySlots.endDate,
      recurrenceType: availabilitySlots.recurrenceType,
      recurrenceEnd: availabilitySlots.recurrenceEnd,
    })
    .from(availabilitySlots)
    .where(
      and(
        inArray(availabilitySlots.horseId, [...horseIds]),
        lte(availabilitySlots.startDate, to),
        gte(lastPossibleDay, from),
      ),
    );
}

export async function insertSlots(db: Executor, rows: NewAvailabilitySlot[]): Promise<AvailabilitySlot[]> {
  if (rows.length === 0) return [];
  return db.insert(availabilitySlots).values(rows).returning();
}

export async function updateSlot(
  db: Executor,
  id: number,
  changes: Omit<NewAvailabilitySlot, 'id' | 'horseId' | 'createdAt'>,
): Promise<AvailabilitySlot | undefined> {
  const [row] = await db
    .update(availabilitySlots)
    .set(changes)
    .where(eq(availabilitySlots.id, id))
    .returning();
  return row;
}

/** Changes the slot only if its end date and recurrence end are still those of `slot` (else undefined). */
export async function updateSlotIfEndUnchanged(
  db: Executor,
  slot: Pick<AvailabilitySlot, 'id' | 'endDate' | 'recurrenceEnd'>,
  changes: Partial<Omit<NewAvailabilitySlot, 'id' | 'horseId' | 'createdAt'>>,
): Promise<AvailabilitySlot | undefined> {
  const [row] = await db
    .update(availabilitySlots)
    .set(changes)
    .where(
      and(
        eq(availabilitySlots.id, slot.id),
        eq(availabilitySlots.endDate, slot.endDate),
        slot.recurrenceEnd === null
          ? isNull(availabilitySlots.recurrenceEnd)
          : eq(availabilitySlots.recurrenceEnd, slot.recurrenceEnd),
      ),
    )
    .returning();
  return row;
}

export async function deleteSlot(db: Executor, id: number): Promise<void> {
  await db.delete(availabilitySlots).where(eq(availabilitySlots.id, id));
}
