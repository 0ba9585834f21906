import {
  RIDE_LIST_LIMIT,
  RIDE_MESSAGES,
  type RideExtendInput,
  type RideStartInput,
  type RideView,
} from '#contract/rides.js';
import { londonToday } from '#contract/rules/calendar-days.js';
import { backByProblem, isRideDay } from '#contract/rules/ride-times.js';
import type { Database } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, conflict, forbidden } from '#server/platform/http/app-error.js';
import { now as clockNow } from '#server/platform/clock.js';
import { postgresCode } from '#server/platform/http/database-errors.js';
import type { TextSender } from '#server/adapters/sms/index.js';
import type { AlertEveryWay, Notify } from '../notifications/index.js';
import { companyWords, requestFor, rideFor, rideNotice, toRideView } from './ride-scene.js';
import { tellSafeIfAlerted } from './ride-alerts.js';
import { findRide, insertRide, listRidesOf, markBack, moveBackBy } from './rides.repository.js';
import { notedRideIds } from './diary.repository.js';

export interface RideDeps {
  db: Database;
  notify: Notify;
  alertEveryWay: AlertEveryWay;
  texts: TextSender;
  siteName: string;
  log: { error: (details: object, message: string) => void };
}

type Call<I = undefined> = RideDeps & { actor: User; id: number; input: I };

/** A back-by time later than now and at most twelve hours ahead, or 400 on `backBy`. */
function checkBackBy(backBy: Date, now: Date): void {
  const problem = backByProblem(backBy, now);
  if (problem === null) return;
  const message = problem === 'past' ? RIDE_MESSAGES.backByPast : RIDE_MESSAGES.backByTooFar;
  throw badRequest(message, { backBy: [message] });
}

/**
 * POST /api/requests/{id}/rides: the rider of an accepted visit or share starts a ride on one of its days
 * (London). One ride out at a time (the database's partial unique index holds it under a race too). The
 * owner is told at once ("Out now: Jo on Biscuit, back by 15:30").
 */
export async function startRide(deps: Call<RideStartInput>): Promise<RideView> {
  const { db, actor, input } = deps;
  const { view, party } = await requestFor(db, actor, deps.id);
  if (party !== 'requester') throw forbidden(RIDE_MESSAGES.riderOnly);
  if (view.status !== 'accepted') throw conflict(RIDE_MESSAGES.notAccepted);
  const now = clockNow();
  if (!isRideDay(view, londonToday(now))) throw conflict(RIDE_MESSAGES.notYourDay);
  checkBackBy(input.backBy, now);
  const ride = await insertRide(db, {
    requestId: view.id,
    riderId: actor.id,
    startedAt: now,
    backBy: input.backBy,
    note: input.note,
    company: input.company,
  }).catch((error: unknown) => {
    throw postgresCode(error) === '23505' ? conflict(RIDE_MESSAGES.alreadyOut) : error;
  });
  await deps.notify(
    rideNotice(view, ride, {
      change: 'ride-started',
      sender: actor,
      receiverId: view.ownerId,
      detail: `“${ride.note}”, ${companyWords(ride)}.`,
    }),
  );
  return toRideView(ride);
}

/** GET /api/requests/{id}/rides: the latest rides, newest first, for either member. */
export async function listRides(deps: Call): Promise<RideView[]> {
  const { view } = await requestFor(deps.db, deps.actor, deps.id);
  const rows = await listRidesOf(deps.db, view.id, RIDE_LIST_LIMIT);
  const noted = await notedRideIds(
    deps.db,
    rows.map((ride) => ride.id),
  );
  return rows.map((ride) => toRideView(ride, noted.has(ride.id)));
}

/** The ride, for its rider only: the owner 403, anyone else 404. */
async function ridersOwn(deps: Call<unknown>) {
  const found = await rideFor(deps.db, deps.actor, deps.id);
  if (!found.isRider) throw forbidden(RIDE_MESSAGES.riderOnly);
  return found;
}

/**
 * POST /api/rides/{id}/back: "I'm back". After an overdue alert, the owner and the emergency contact are
 * told the rider is safe (ride-alerts.ts: once, and after the alert if it was still going out).
 */
export async function comeBack(deps: Call): Promise<RideView> {
  const { ride } = await ridersOwn(deps);
  const back = await markBack(deps.db, ride.id, clockNow());
  if (!back) throw conflict(RIDE_MESSAGES.rideOver);
  // The rider is back whatever becomes of the "safe" message; its failure is the log's.
  await tellSafeIfAlerted(deps, back).catch((error: unknown) =>
    deps.log.error({ err: error, rideId: back.id }, 'the safe message failed'),
  );
  return toRideView(back);
}

/** POST /api/rides/{id}/extend: a new back-by time, before the alert (after it: "I'm back"). */
export async function extendRide(deps: Call<RideExtendInput>): Promise<RideView> {
  const { ride } = await ridersOwn(deps);
  if (ride.backAt) throw conflict(RIDE_MESSAGES.rideOver);
  if (ride.alertStartedAt) throw conflict(RIDE_MESSAGES.alreadyAlerted);
  checkBackBy(deps.input.backBy, clockNow());
  const moved = await moveBackBy(deps.db, ride.id, deps.input.backBy);
  if (moved) return toRideView(moved);
  // Ended or alerted between the read and the write: say which.
  const now = await findRide(deps.db, ride.id);
  throw conflict(now?.backAt ? RIDE_MESSAGES.rideOver : RIDE_MESSAGES.alreadyAlerted);
}
