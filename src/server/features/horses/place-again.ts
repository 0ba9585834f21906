import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import type { Geocoder } from '#server/adapters/geocoder/index.js';
import { claimJob, finishJob } from '#server/platform/jobs/job-leases.repository.js';
import { locateHorse } from './horse-location.js';
import { findPlacedHorsesWithoutPostcode, updateHorse } from './horses.repository.js';

/** The lease row that records the one run per database (a fixed period: once finished, never again). */
export const PLACE_AGAIN_JOB = 'place-horses-without-postcode-0042';
const ONCE = new Date(0);

/**
 * Horses listed without a postcode before decision 0042 may stand at a county's or region's centre,
 * which shows a distance nobody lives at. Once per database, at start-up (before the search index is
 * built from the table), every such horse is placed again by today's rule: a town or village, or no point.
 * Returns how many horses moved or lost their point.
 */
export async function placeHorsesWithoutPostcodeOnce(
  db: Executor,
  geocoder: Geocoder,
  now = new Date(),
): Promise<number> {
  const holder = randomUUID();
  const leaseUntil = new Date(now.getTime() + 15 * 60 * 1000);
  if (!(await claimJob(db, { name: PLACE_AGAIN_JOB, periodStart: ONCE, holder, leaseUntil, now }))) return 0;
  let changed = 0;
  for (const horse of await findPlacedHorsesWithoutPostcode(db)) {
    const { latitude, longitude } = await locateHorse(geocoder, horse.location, null);
    if (latitude === horse.latitude && longitude === horse.longitude) continue;
    await updateHorse(db, horse.id, { latitude, longitude });
    changed += 1;
  }
  await finishJob(db, PLACE_AGAIN_JOB, holder, new Date());
  return changed;
}
