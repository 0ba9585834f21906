import { londonToday } from '#contract/rules/calendar-days.js';
import { HorseListQuerySchema } from '#contract/horses.js';
import { browseQueryOf, describeSavedSearch, SAVED_LIMITS } from '#contract/saved.js';
import { recurringMailToMember, type RecurringMail } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import type { Horse } from '#server/db/schema/index.js';
import {
  findHorsesListedSince,
  idsFoundAmong,
  type HorseSearchQuery,
  type SearchWhere,
} from '#server/features/horses/index.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { findDueSearches, markChecked, type DueSearch } from './saved.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Searches looked at in one run (the hourly run picks up the rest). */
const SEARCHES_PER_RUN = 500;
/** New horses read in one run: more than a day of listings at any size we plan for. */
const HORSES_PER_RUN = 5000;
export interface DigestDeps extends RecurringMail {
  db: Executor;
}

/**
 * Browse's own query for a saved search (the contract's parse of the link the e-mail carries) and where it
 * looks: near the point the search was saved with, by the words of a place that could not be located, or
 * everywhere. The digest has no match rule of its own: it asks the search (idsFoundAmong).
 */
function searchOf(search: DueSearch, today: string): { query: HorseSearchQuery; where: SearchWhere } {
  const query = {
    ...HorseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(browseQueryOf(search)))),
    today,
  };
  const where: SearchWhere =
    search.latitude !== null && search.longitude !== null
      ? { point: { latitude: search.latitude, longitude: search.longitude }, radiusMiles: query.radiusMiles }
      : search.location
        ? { text: search.location }
        : null;
  return { query, where };
}

/**
 * The horses of `candidates` (listed since the search was last checked) that browse finds for it, newest
 * first; never the member's own.
 */
export async function newMatchesOf(
  db: Executor,
  search: DueSearch,
  candidates: Horse[],
  today: string,
): Promise<Horse[]> {
  const theirs = candidates.filter((horse) => horse.ownerId !== search.userId);
  const { query, where } = searchOf(search, today);
  const found = new Set(
    await idsFoundAmong(
      db,
      query,
      where,
      theirs.map((horse) => horse.id),
    ),
  );
  return theirs.filter((horse) => found.has(horse.id));
}

function digestMail(deps: DigestDeps, search: DueSearch, horses: Horse[], now: Date) {
  const shown = horses.slice(0, SAVED_LIMITS.digestHorses);
  const more = horses.length - shown.length;
  const query = browseQueryOf(search);
  const stop = { kind: 'search', id: search.id } as const;
  return recurringMailToMember(
    deps,
    search,
    stop,
    (link) => ({
      subject:
        horses.length === 1
          ? 'A new horse matches your saved search'
          : `${horses.length} new horses match your saved search`,
      paragraphs: [
        `New on ${deps.siteName} since yesterday, for your saved search "${describeSavedSearch(search)}":`,
        ...shown.map(
          (horse) =>
            `${horse.name}, ${horse.breed}, in ${horse.location}: ${deps.publicUrl}/horse/${horse.id}`,
        ),
        ...(more > 0 ? [`And ${more} more.`] : []),
        `Not interested any more? Stop these e-mails for this search with one click: ${link}`,
        `Manage all your saved searches: ${deps.publicUrl}/saved-searches`,
      ],
      action: { label: 'See matching horses', url: `${deps.publicUrl}/browse${query ? `?${query}` : ''}` },
    }),
    now,
  );
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
  const today = londonToday(now);
  // Listed today by the one listing rule: a riding school's horses only once checked (decision 0054).
  const listed = (await findHorsesListedSince(deps.db, since, HORSES_PER_RUN, today)).filter(
    (horse) => horse.createdAt <= now,
  );
  let sent = 0;
  await tryEach(due, async (search) => {
    const fresh = await newMatchesOf(
      deps.db,
      search,
      listed.filter((horse) => horse.createdAt > search.checkedThrough),
      today,
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
