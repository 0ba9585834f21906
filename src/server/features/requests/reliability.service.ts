import type { MemberReliability, RequesterRecord } from '#contract/reliability.js';
import type { RequestView } from '#contract/requests.js';
import { answeringFigures, keptVisits, RELIABILITY, type RiderDay } from '#contract/rules/reliability.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { now as clockNow } from '#server/platform/clock.js';
import { referenceSummaries } from '../references/index.js';
import { findUserById, findUsersByIds, toPublicUser } from '../users/index.js';
import {
  findAcceptedVisitsOf,
  findLimitsVerdicts,
  findReceivedSince,
  findSharedDaysOf,
} from './reliability.repository.js';
import { visitTimes } from './share-views.js';

// Reliability in numbers (decision 0055): the rows that say what happened, read into the pure rules of
// contract/rules/reliability.ts. Nothing here is stored: each figure is counted when read.

const who = (changedById: number | null, row: { riderId: number; ownerId: number }) =>
  changedById === row.riderId ? 'rider' : changedById === row.ownerId ? 'owner' : null;

/** Every day each of these members was due to ride: accepted visits and the days of accepted shares. */
async function riderDaysOf(db: Executor, riderIds: number[]): Promise<Map<number, RiderDay[]>> {
  const days = new Map<number, RiderDay[]>();
  const add = (riderId: number, day: RiderDay) => days.set(riderId, [...(days.get(riderId) ?? []), day]);
  for (const row of await findSharedDaysOf(db, riderIds)) {
    add(row.riderId, {
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      status: row.status,
      changedBy: who(row.changedById, row),
      changedAt: row.changedAt,
    });
  }
  for (const row of await findAcceptedVisitsOf(db, riderIds)) {
    if (!row.date) continue;
    const slot = row.slotStart && row.slotEnd ? { startTime: row.slotStart, endTime: row.slotEnd } : null;
    add(row.riderId, {
      date: row.date,
      ...visitTimes({ preferredTime: row.preferredTime, slot }),
      status: row.status === 'cancelled' ? 'cancelled' : 'planned',
      changedBy: row.status === 'cancelled' ? who(row.changedById, row) : null,
      changedAt: row.status === 'cancelled' ? row.cancelledAt : null,
    });
  }
  return days;
}

/** An owner's answering over the last 90 days; null until three requests count. */
async function answeringOf(db: Executor, ownerId: number, now: Date) {
  const since = new Date(now.getTime() - RELIABILITY.ownerWindowDays * 86_400_000);
  const received = (await findReceivedSince(db, [ownerId], since)).flatMap((row) => {
    // Answered or cancelled before these instants were kept: when is not known, so it is left out.
    if (!row.askedAt) return [];
    if ((row.status === 'accepted' || row.status === 'declined') && !row.answeredAt) return [];
    if (row.status === 'cancelled' && !row.answeredAt && !row.cancelledAt) return [];
    return [
      {
        createdAt: row.askedAt,
        answeredAt: row.answeredAt,
        withdrawnAt: row.answeredAt ? null : row.cancelledAt,
      },
    ];
  });
  const figures = answeringFigures(received, now);
  return figures.counted >= RELIABILITY.ownerMinRequests ? figures : null;
}

/** GET /api/users/{id}/reliability: anyone; a hidden or deleted member has no profile (404). */
export async function memberReliability({
  db,
  id,
}: {
  db: Executor;
  id: number;
}): Promise<MemberReliability> {
  const member = await findUserById(db, id);
  if (!member || member.deletedAt || member.suspendedAt) throw notFound('User not found');
  const now = clockNow();
  const kept = keptVisits((await riderDaysOf(db, [id])).get(id) ?? [], now);
  return { kept: kept.due > 0 ? kept : null, answering: await answeringOf(db, id, now) };
}

/** Who is asking, for each of the owner's requests among `views` (the request card; decision 0055). */
export async function requesterRecords(
  db: Executor,
  views: RequestView[],
  now: Date = clockNow(),
): Promise<Map<number, RequesterRecord>> {
  const riderIds = [...new Set(views.map((view) => view.requesterId))];
  const [members, references, days, verdicts] = await Promise.all([
    findUsersByIds(db, riderIds).then((rows) => new Map(rows.map((row) => [row.id, row]))),
    referenceSummaries(db, riderIds),
    riderDaysOf(db, riderIds),
    findLimitsVerdicts(
      db,
      views.map((view) => view.id),
    ),
  ]);
  const verdictOf = new Map(verdicts.map((row) => [row.id, row.limitsVerdict]));
  const records = new Map<number, RequesterRecord>();
  for (const view of views) {
    const member = members.get(view.requesterId);
    if (!member) continue;
    const shown = toPublicUser(member);
    const kept = keptVisits(days.get(view.requesterId) ?? [], now);
    records.set(view.id, {
      verified: shown.verificationStatus === 'verified',
      experience: shown.experience,
      rating: shown.rating,
      reviewCount: shown.reviewCount,
      references: references.get(view.requesterId) ?? { count: 0, latest: null },
      kept: kept.due > 0 ? kept : null,
      memberSince: shown.createdAt,
      limits: verdictOf.get(view.id) ?? null,
    });
  }
  return records;
}
