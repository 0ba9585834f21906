import { londonTime, RIDE_TIMES } from '#contract/rules/ride-times.js';
import type { RideRow, User } from '#server/db/schema/index.js';
import { forEachWithWorkers } from '#server/platform/limits/bounded-concurrency.js';
import { now as clockNow } from '#server/platform/clock.js';
import type { PeriodicJob } from '#server/platform/jobs/periodic-jobs.js';
import { companyWords, rideNotice, rideScene } from './ride-scene.js';
import type { RideDeps } from './rides.service.js';
import {
  claimOverdue,
  claimSafeMessage,
  claimStillOut,
  findRide,
  isBack,
  markAlertStep,
} from './rides.repository.js';

/** Rides one look handles at most; the rest wait for the next minute. */
const PER_RUN = 100;
const AT_ONCE = 4;
const MINUTE_MS = 60_000;
/**
 * How long a process holds an overdue ride while alerting: far longer than a push, a mail and a text
 * take. A process that dies mid-alert hands the ride over when it runs out (decision 0056).
 */
export const RIDE_ALERT_LEASE_MS = 2 * MINUTE_MS;

type JobDeps = RideDeps;

/**
 * The minute job of rides out (decision 0056), run once a minute across processes by the job lease
 * (decision 0029), on the calendar clock (the journeys move it): "Still out?" to each rider ten minutes
 * before their back-by time, and the overdue alert fifteen minutes after it.
 */
export function rideCheckIns(deps: JobDeps): PeriodicJob {
  return { name: 'ride-check-ins', everyMs: MINUTE_MS, run: () => checkRides(deps, clockNow()) };
}

/** One look at the rides out at `now`. Each ride's failure is logged; the others go on. */
export async function checkRides(deps: JobDeps, now: Date): Promise<void> {
  const each = (step: (ride: RideRow) => Promise<void>) => async (ride: RideRow) => {
    try {
      await step(ride);
    } catch (error) {
      deps.log.error({ err: error, rideId: ride.id }, 'ride check-in failed');
    }
  };
  const askFrom = new Date(now.getTime() + RIDE_TIMES.stillOutMinutesBefore * MINUTE_MS);
  const asking = await claimStillOut(deps.db, now, askFrom, PER_RUN);
  await forEachWithWorkers(
    asking,
    AT_ONCE,
    each((ride) => askStillOut(deps, ride)),
  );

  const overdueBefore = new Date(now.getTime() - RIDE_TIMES.overdueAfterMinutes * MINUTE_MS);
  const leaseUntil = new Date(now.getTime() + RIDE_ALERT_LEASE_MS);
  const overdue = await claimOverdue(deps.db, now, overdueBefore, leaseUntil, PER_RUN);
  await forEachWithWorkers(
    overdue,
    AT_ONCE,
    each((ride) => alertOverdue(deps, ride)),
  );
}

const fullName = (member: User) => `${member.firstName} ${member.lastName}`;

/** "Still out?": to the rider (the bell, and a push, else an e-mail), as from the horse's owner. */
async function askStillOut(deps: JobDeps, ride: RideRow): Promise<void> {
  const { view, owner } = await rideScene(deps.db, ride);
  if (!owner) return;
  await deps.notify(
    rideNotice(view, ride, {
      change: 'ride-still-out',
      sender: owner,
      receiverId: ride.riderId,
      detail: 'Tap “I’m back” when you are, or Extend if you need longer.',
    }),
  );
}

/**
 * The overdue alert, by the holder of the ride's claim: the owner every way at once (bell, push and
 * e-mail), then the emergency contact by text. Each way is marked as it goes, so a process taking the
 * ride over sends only what is left; a rider back meanwhile stops what has not gone, and hears "safe"
 * told to whoever was alerted.
 */
async function alertOverdue(deps: JobDeps, ride: RideRow): Promise<void> {
  const { db } = deps;
  const { view, owner, rider, contact } = await rideScene(db, ride);
  if (!owner || !rider) return;
  const backBy = londonTime(ride.backBy);
  if (!ride.ownerAlertedAt && !(await isBack(db, ride.id))) {
    const texted = contact
      ? `We are texting your yard card’s emergency contact${contact.name ? `, ${contact.name},` : ''} too.`
      : 'Your yard card has no emergency contact mobile, so nobody else is being texted.';
    await deps.alertEveryWay(
      rideNotice(view, ride, {
        change: 'ride-overdue',
        sender: rider,
        receiverId: owner.id,
        detail: `${fullName(rider)} said they would be back by ${backBy}, ${companyWords(ride)}: “${ride.note}”. Try to reach them; if you think they are hurt, call 999. ${texted}`,
      }),
    );
    await markAlertStep(db, ride.id, 'ownerAlertedAt', clockNow());
  }
  if (!ride.contactTextedAt && contact && !(await isBack(db, ride.id))) {
    await deps.texts.send({
      to: contact.mobile,
      text: `${deps.siteName}: ${fullName(rider)} has not come back from a ride on ${view.horse.name}. Back by ${backBy}, ${companyWords(ride)}: "${ride.note}". ${fullName(owner)}, the owner, has been told. You are the emergency contact on ${view.horse.name}'s yard card.`,
    });
    await markAlertStep(db, ride.id, 'contactTextedAt', clockNow());
  }
  await markAlertStep(db, ride.id, 'alertedAt', clockNow());
  // Back while the alert went out: "I'm back" left the "safe" message to this, the alert's end.
  const after = await findRide(db, ride.id);
  if (after?.backAt) await tellSafeIfAlerted(deps, after);
}

/**
 * After "I'm back": once an alert has gone out, whoever it reached is told the rider is safe, once (the
 * claim). While an alert is still going out, its holder says it when done (alertOverdue); of the two,
 * whichever reads the other's mark tells it.
 */
export async function tellSafeIfAlerted(deps: JobDeps, ride: RideRow): Promise<void> {
  if (!ride.alertedAt || !ride.backAt) return;
  const claimed = await claimSafeMessage(deps.db, ride.id, clockNow());
  if (!claimed || (!claimed.ownerAlertedAt && !claimed.contactTextedAt)) return;
  const { view, owner, rider, contact } = await rideScene(deps.db, claimed);
  if (!owner || !rider) return;
  if (claimed.ownerAlertedAt)
    await deps.alertEveryWay(
      rideNotice(view, claimed, {
        change: 'ride-back',
        sender: rider,
        receiverId: owner.id,
        detail: `${fullName(rider)} said they were back at ${londonTime(ride.backAt)}.`,
      }),
    );
  if (claimed.contactTextedAt && contact)
    await deps.texts.send({
      to: contact.mobile,
      text: `${deps.siteName}: ${fullName(rider)} is back safe from the ride on ${view.horse.name}. No need to worry. Thank you.`,
    });
}
