import { londonToday } from '#contract/rules/calendar-days.js';
import { freeWeekdayMask, weekdayMask } from '#contract/rules/free-weekdays.js';
import { browseQueryOf, describeSavedSearch, SAVED_LIMITS } from '#contract/saved.js';
import {
  recurringMailToMember,
  signUnsubscribeToken,
  unsubscribeUrl,
  type Mailer,
} from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import type { Horse } from '#server/db/schema/index.js';
import { findHorsesListedSince } from '#server/features/horses/index.js';
import { tryEach, type HousekeepingTask } from '#server/platform/housekeeping.js';
import { findDueSearches, markChecked, type DueSearch } from './saved.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Searches looked at in one run (the hourly run picks up the rest). */
const SEARCHES_PER_RUN = 500;
/** New horses read in one run: more than a day of listings at any size we plan for. */
const HORSES_PER_RUN = 5000;
/** earthdistance's earth(), so a digest agrees with browse about who is within the radius. */
const EARTH_RADIUS_METRES = 6378168;
const METRES_PER_MILE = 1609.344;

export interface DigestDeps {
  db: Executor;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  secret: string;
}

function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** Whether a horse matches a saved search the way browse would find it on `today` (London's). */
export function matchesSearch(search: DueSearch, horse: Horse, today: string): boolean {
  if (horse.ownerId === search.userId || !horse.isAvailable) return false;
  if (search.experienceLevel && horse.experienceLevel !== search.experienceLevel) return false;
  if (search.services.length > 0 && !search.services.some((s) => horse.services.includes(s))) return false;
  if (search.weekdays.length > 0) {
    const free = freeWeekdayMask({ from: horse.freeDaysFrom, bits: horse.freeDays }, today);
    if ((free & weekdayMask(search.weekdays)) === 0) return false;
  }
  if (search.latitude !== null && search.longitude !== null) {
    if (horse.latitude === null || horse.longitude === null) return false;
    const from = { latitude: search.latitude, longitude: search.longitude };
    return milesBetween(from, { latitude: horse.latitude, longitude: horse.longitude }) <= search.radiusMiles;
  }
  if (search.location) {
    const town = horse.location.toLowerCase();
    return search.location
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean)
      .every((word) => town.includes(word));
  }
  return true;
}

function digestMail(deps: DigestDeps, search: DueSearch, horses: Horse[], now: Date) {
  const stop = unsubscribeUrl(
    deps.publicUrl,
    signUnsubscribeToken(deps.secret, { kind: 'search', id: search.id }, now),
  );
  const shown = horses.slice(0, SAVED_LIMITS.digestHorses);
  const more = horses.length - shown.length;
  const query = browseQueryOf(search);
  return recurringMailToMember(deps.siteName, search, {
    subject:
      horses.length === 1
        ? 'A new horse matches your saved search'
        : `${horses.length} new horses match your saved search`,
    paragraphs: [
      `New on ${deps.siteName} since yesterday, for your saved search "${describeSavedSearch(search)}":`,
      ...shown.map(
        (horse) => `${horse.name}, ${horse.breed}, in ${horse.location}: ${deps.publicUrl}/horse/${horse.id}`,
      ),
      ...(more > 0 ? [`And ${more} more.`] : []),
      `Not interested any more? Stop these e-mails for this search with one click: ${stop}`,
      `Manage all your saved searches: ${deps.publicUrl}/saved-searches`,
    ],
    action: { label: 'See matching horses', url: `${deps.publicUrl}/browse${query ? `?${query}` : ''}` },
    unsubscribeUrl: stop,
  });
}

/**
 * The daily digest of saved searches, run with the hourly housekeeping: each search with alerts on whose
 * last check is a day old gets one e-mail listing the horses listed since then that match it, and none
 * when nothing is new. A search is marked checked only once its mail is sent, so a failed send is tried
 * again the next hour. Returns how many e-mails were sent.
 */
export async function sendSavedSearchDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const due = await findDueSearches(deps.db, new Date(now.getTime() - DAY_MS), SEARCHES_PER_RUN);
  if (due.length === 0) return 0;
  const since = new Date(Math.min(...due.map((search) => search.checkedThrough.getTime())));
  const listed = (await findHorsesListedSince(deps.db, since, HORSES_PER_RUN)).filter(
    (horse) => horse.createdAt <= now,
  );
  const today = londonToday(now);
  let sent = 0;
  await tryEach(due, async (search) => {
    const fresh = listed.filter(
      (horse) => horse.createdAt > search.checkedThrough && matchesSearch(search, horse, today),
    );
    // None to an address the member has not confirmed; the search is checked all the same, so a member
    // who confirms later is not sent what was new before.
    const mail = fresh.length > 0 ? digestMail(deps, search, fresh, now) : undefined;
    if (mail) {
      await deps.mailer.send(mail);
      sent += 1;
    }
    await markChecked(deps.db, search.id, now);
  });
  return sent;
}

/** The digest as a housekeeping task (main.ts adds it to the hourly run). */
export const savedSearchDigests =
  (deps: DigestDeps): HousekeepingTask =>
  async (now) => {
    await sendSavedSearchDigests(deps, now);
  };
