import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '#contract/options.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import {
  availabilitySlots,
  horses,
  messages,
  requests,
  users,
  type AvailabilitySlot,
  type NewRequest,
  type Request,
} from '#server/db/schema/index.js';

/** What a request needs to know about its horse; a horse hidden by an operator is not found. */
export async function findHorseForRequest(
  db: Executor,
  horseId: number,
): Promise<{ id: number; ownerId: number; isAvailable: boolean } | undefined> {
  return firstRow(
    db
      .select({ id: horses.id, ownerId: horses.ownerId, isAvailable: horses.isAvailable })
      .from(horses)
      .where(and(eq(horses.id, horseId), isNull(horses.hiddenAt)))
      .limit(1),
  );
}

export async function findSlotForEnquiry(db: Executor, id: number): Promise<AvailabilitySlot | undefined> {
  return firstRow(db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1));
}

export async function insertRequest(db: Executor, values: NewRequest): Promise<Request> {
  return insertedRow(db.insert(requests).values(values).returning());
}

export async function findRequest(db: Executor, id: number): Promise<Request | undefined> {
  return firstRow(db.select().from(requests).where(eq(requests.id, id)).limit(1));
}

/**
 * Moves a request to `to` only if it is still in one of `from`; undefined when another change got there
 * first (two answers racing), so the loser is told the state has moved on.
 */
export async function updateStatusIf(
  db: Executor,
  id: number,
  from: readonly RequestStatus[],
  to: RequestStatus,
): Promise<Request | undefined> {
  return firstRow(
    db
      .update(requests)
      .set({ status: to })
      .where(and(eq(requests.id, id), inArray(requests.status, [...from])))
      .returning(),
  );
}

const requester = alias(users, 'requester');
const owner = alias(users, 'owner');
const enquiry = alias(messages, 'enquiry');

/** A request with its horse, both parties, and the enquiry (and its slot) that opened it, if any. */
function withDetails(db: Executor) {
  return db
    .select({
      request: requests,
      horse: { id: horses.id, name: horses.name },
      requester: { id: requester.id, firstName: requester.firstName, lastName: requester.lastName },
      owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
      enquiry: {
        id: enquiry.id,
        preferredTime: enquiry.preferredTime,
        isFlexible: enquiry.isFlexible,
        activities: enquiry.activities,
      },
      slot: {
        id: availabilitySlots.id,
        title: availabilitySlots.title,
        startTime: availabilitySlots.startTime,
        endTime: availabilitySlots.endTime,
      },
    })
    .from(requests)
    .innerJoin(horses, eq(horses.id, requests.horseId))
    .innerJoin(requester, eq(requester.id, requests.requesterId))
    .innerJoin(owner, eq(owner.id, requests.ownerId))
    .leftJoin(
      enquiry,
      and(eq(enquiry.requestId, requests.id), eq(enquiry.messageType, 'availability_enquiry')),
    )
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, enquiry.availabilitySlotId));
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number];

export async function findRequestRow(db: Executor, id: number): Promise<RequestRow | undefined> {
  return firstRow(withDetails(db).where(eq(requests.id, id)).limit(1));
}

/** A member's requests, sent or received, newest first. */
export async function findRequestRowsOf(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const mine = or(eq(requests.requesterId, userId), eq(requests.ownerId, userId));
  const [rows, total] = await Promise.all([
    withDetails(db)
      .where(mine)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, requests, mine),
  ]);
  return { rows, total };
}
