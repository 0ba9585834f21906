import { randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_PATH,
  YARD_MESSAGES,
  type CalendarFeedAddress,
  type CalendarFeedStatus,
} from '#contract/visits.js';
import { addDays } from '#contract/rules/calendar-days.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { notFound } from '#server/platform/http/app-error.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { hashToken } from '#server/platform/sessions/session.js';
import {
  deleteFeed,
  findAcceptedVisitsOf,
  findFeedByTokenHash,
  findFeedOf,
  replaceFeed,
} from './calendar-feed.repository.js';
import { toRequestViews } from './requests.views.js';
import { visitCalendarFeed, visitEventsOf } from './visit-calendar.js';

/** Visits that ended up to this many days ago stay in the feed, so a calendar keeps the recent past. */
const FEED_PAST_DAYS = 30;

/** GET /api/calendar-feed: whether the member has a feed address (it is shown only when made). */
export async function calendarFeedStatus({
  db,
  actor,
}: {
  db: Executor;
  actor: User;
}): Promise<CalendarFeedStatus> {
  const feed = await findFeedOf(db, actor.id);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/calendar-feed: a new secret address for the member's accepted visits. Only its hash is kept,
 * so the address is shown this once; making a new one stops the old.
 */
export async function newCalendarFeed({
  db,
  actor,
}: {
  db: Executor;
  actor: User;
}): Promise<CalendarFeedAddress> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeed(db, actor.id, hashToken(token));
  return { path: `${CALENDAR_FEED_PATH}/${token}` };
}

/** DELETE /api/calendar-feed: the address stops working. */
export async function stopCalendarFeed({ db, actor }: { db: Executor; actor: User }): Promise<void> {
  await deleteFeed(db, actor.id);
}

/**
 * A password reset (auth feature) stops the member's feed address in its transaction, as it ends their
 * sessions: whoever held the account may have copied it (decision 0049). The member makes a new one.
 */
export const revokeCalendarFeed = (db: Executor, userId: number) => deleteFeed(db, userId);

/** GET /api/calendar-feed/{token}: the owner of the token's accepted visits, from a month ago on. */
export async function calendarFeedFile({
  db,
  token,
  today = calendarToday(),
}: {
  db: Executor;
  token: string;
  today?: string;
}): Promise<string> {
  const feed = await findFeedByTokenHash(db, hashToken(token));
  if (!feed) throw notFound(YARD_MESSAGES.feedNotFound);
  const rows = await findAcceptedVisitsOf(db, feed.userId, addDays(today, -FEED_PAST_DAYS));
  const views = await toRequestViews(db, rows);
  const from = addDays(today, -FEED_PAST_DAYS);
  return visitCalendarFeed(
    views.flatMap((view) => visitEventsOf(view, feed.userId)).filter((event) => event.day >= from),
  );
}
