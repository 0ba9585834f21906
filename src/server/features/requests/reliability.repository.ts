import { and, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { availabilitySlots, requests, shareDays } from '#server/db/schema/index.js';
import { enquiry, enquiryOfRequest } from './requests.repository.js';

/** The days of the accepted shares these members ride, with who last changed each and when. */
export async function findSharedDaysOf(db: Executor, riderIds: number[]) {
  if (riderIds.length === 0) return [];
  return db
    .select({
      riderId: requests.requesterId,
      ownerId: requests.ownerId,
      date: shareDays.date,
      startTime: shareDays.startTime,
      endTime: shareDays.endTime,
      status: shareDays.status,
      changedById: shareDays.changedById,
      changedAt: shareDays.changedAt,
    })
    .from(shareDays)
    .innerJoin(requests, eq(requests.id, shareDays.requestId))
    .where(
      and(
        inArray(requests.requesterId, riderIds),
        eq(requests.kind, 'share'),
        eq(requests.status, 'accepted'),
      ),
    );
}

/**
 * The one-off visits of these members that were accepted: still accepted, or cancelled after it (by
 * whom and when), with the hour chosen in the enquiry and the slot's times, which say when it began.
 */
export async function findAcceptedVisitsOf(db: Executor, riderIds: number[]) {
  if (riderIds.length === 0) return [];
  return db
    .select({
      riderId: requests.requesterId,
      ownerId: requests.ownerId,
      date: requests.startDate,
      status: requests.status,
      changedById: requests.changedById,
      cancelledAt: requests.cancelledAt,
      preferredTime: enquiry.preferredTime,
      slotStart: availabilitySlots.startTime,
      slotEnd: availabilitySlots.endTime,
    })
    .from(requests)
    .leftJoin(enquiry, enquiryOfRequest)
    .leftJoin(availabilitySlots, eq(availabilitySlots.id, requests.slotId))
    .where(
      and(
        inArray(requests.requesterId, riderIds),
        eq(requests.kind, 'visit'),
        isNotNull(requests.startDate),
        or(
          eq(requests.status, 'accepted'),
          and(eq(requests.status, 'cancelled'), eq(requests.previousStatus, 'accepted')),
        ),
      ),
    );
}

/** The requests these owners received since `since`, with when each was answered or withdrawn. */
export async function findReceivedSince(db: Executor, ownerIds: number[], since: Date) {
  if (ownerIds.length === 0) return [];
  return db
    .select({
      ownerId: requests.ownerId,
      status: requests.status,
      askedAt: requests.askedAt,
      answeredAt: requests.answeredAt,
      cancelledAt: requests.cancelledAt,
    })
    .from(requests)
    .where(and(inArray(requests.ownerId, ownerIds), gte(requests.askedAt, since)));
}

/** The verdicts against the horse's limits kept with these requests. */
export async function findLimitsVerdicts(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ id: requests.id, limitsVerdict: requests.limitsVerdict })
    .from(requests)
    .where(inArray(requests.id, requestIds));
}
