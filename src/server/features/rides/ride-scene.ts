import { partyOf, REQUEST_MESSAGES, type RequestView } from '#contract/requests.js';
import { RIDE_MESSAGES, type RideView } from '#contract/rides.js';
import { londonTime } from '#contract/rules/ride-times.js';
import type { Executor } from '#server/db/client.js';
import type { RideRow, User } from '#server/db/schema/index.js';
import { foundOr404, notFound } from '#server/platform/http/app-error.js';
import type { ArrangementChange, ArrangementEvent } from '../notifications/index.js';
import { showRequest } from '../requests/index.js';
import { findUserById } from '../users/index.js';
import { yardDetailsForVisit } from '../yard-details/index.js';
import { findRide } from './rides.repository.js';

/** The request, for one of its two members; anyone else is told it is not there (404). */
export async function requestFor(db: Executor, actor: User, requestId: number) {
  const view = await showRequest(db, requestId);
  const party = partyOf(view, actor.id);
  if (!party) throw notFound(REQUEST_MESSAGES.notFound);
  return { view, party };
}

/** A ride and its request, for one of the request's two members (anyone else: 404). */
export async function rideFor(db: Executor, actor: User, rideId: number) {
  const ride = foundOr404(await findRide(db, rideId), RIDE_MESSAGES.rideNotFound);
  const view = await showRequest(db, ride.requestId).catch(() => undefined);
  if (!view || !partyOf(view, actor.id)) throw notFound(RIDE_MESSAGES.rideNotFound);
  return { ride, view, isRider: ride.riderId === actor.id };
}

export function toRideView(ride: RideRow, noted = false): RideView {
  return {
    id: ride.id,
    requestId: ride.requestId,
    riderId: ride.riderId,
    startedAt: ride.startedAt.toISOString(),
    backBy: ride.backBy.toISOString(),
    note: ride.note,
    company: ride.company,
    backAt: ride.backAt?.toISOString() ?? null,
    alertedAt: (ride.ownerAlertedAt ?? ride.contactTextedAt)?.toISOString() ?? null,
    noted,
  };
}

/** The facts of a ride's notice (notice-words.ts writes the words): `when` is the back-by time. */
export function rideNotice(
  view: RequestView,
  ride: RideRow,
  facts: { change: ArrangementChange; sender: User; receiverId: number; detail: string },
): ArrangementEvent {
  return {
    ...facts,
    requestId: view.id,
    arrangement: view.kind,
    horse: view.horse.name,
    when: londonTime(ride.backBy),
  };
}

/** "alone" or "with others", as a sentence reads it. */
export const companyWords = (ride: RideRow) =>
  ride.company === 'alone' ? 'riding alone' : 'riding with others';

/** Who a ride's alerts go to: the owner, the rider, and the yard card's emergency contact if it has a mobile. */
export async function rideScene(db: Executor, ride: RideRow) {
  const view = await showRequest(db, ride.requestId);
  const [owner, rider, yard] = await Promise.all([
    findUserById(db, view.ownerId),
    findUserById(db, ride.riderId),
    yardDetailsForVisit(db, view.horseId),
  ]);
  const contact = yard?.emergencyMobile
    ? { name: yard.emergencyContact, mobile: yard.emergencyMobile }
    : null;
  return { view, owner, rider, contact };
}
