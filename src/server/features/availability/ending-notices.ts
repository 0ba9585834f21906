import { OWNER_SLOTS_ANCHOR } from '#contract/availability.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { lastDayOf } from '#contract/rules/recurrence.js';
import { carriedOnUntil, ENDING_NOTICE_DAYS, endsSoon, untilWords } from '#contract/rules/slot-ending.js';
import { shortDay } from '#contract/rules/visit-words.js';
import { mailToMember, oneLine, type SiteMail } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import {
  claimEndingNotice,
  findUntoldSlotsEndingBetween,
  releaseEndingNotice,
  type SlotToTell,
} from './ending-notices.repository.js';

export interface EndingNoticeDeps extends SiteMail {
  db: Executor;
}

/**
 * The owner's list of the horse's slots, through the sign-in page: a member already signed in goes
 * straight on, one whose session ended signs in and comes back to it (the horse's page itself is public,
 * and would show them no Carry on).
 */
function calendarUrl(publicUrl: string, horseId: number): string {
  const page = `/horse/${horseId}#${OWNER_SLOTS_ANCHOR}`;
  return `${publicUrl}/login?returnTo=${encodeURIComponent(page)}`;
}

function endingMail(deps: EndingNoticeDeps, told: SlotToTell[], today: string) {
  const [first] = told as [SlotToTell, ...SlotToTell[]];
  const { horse, owner } = first;
  const title = (item: SlotToTell) => `"${oneLine(item.slot.title)}"`;
  const endsOn = (item: SlotToTell) => shortDay(lastDayOf(item.slot));
  const carryOn = (item: SlotToTell) => `Carry on until ${untilWords(carriedOnUntil(item.slot), today)}`;
  const gone = `leaves ${horse.name}'s calendar, and nobody can ask for those times`;
  const paragraphs =
    told.length === 1
      ? [
          `Your slot ${title(first)} for ${horse.name} runs until ${endsOn(first)}. After that day it ${gone}.`,
          `To keep it going for the same span again, press "${carryOn(first)}" beside it in ${horse.name}'s calendar. If you leave it, we will not write about it again.`,
        ]
      : [
          `These slots for ${horse.name} run out this week. After its last day each ${gone}.`,
          ...told.map((item) => `${title(item)} runs until ${endsOn(item)} ("${carryOn(item)}").`),
          `To keep one going for the same span again, press its Carry on button in ${horse.name}'s calendar. If you leave them, we will not write about them again.`,
        ];
  return mailToMember(deps.siteName, owner, {
    subject:
      told.length === 1
        ? `${oneLine(horse.name)}: ${title(first)} runs out on ${endsOn(first)}`
        : `${oneLine(horse.name)}: ${told.length} slots run out this week`,
    paragraphs,
    action: { label: `Open ${horse.name}'s calendar`, url: calendarUrl(deps.publicUrl, horse.id) },
  });
}

/** The due slots by horse, in the order found: one mail per horse tells of all of its slots ending. */
function byHorse(slots: SlotToTell[]): SlotToTell[][] {
  const groups = new Map<number, SlotToTell[]>();
  for (const item of slots) groups.set(item.horse.id, [...(groups.get(item.horse.id) ?? []), item]);
  return [...groups.values()];
}

/**
 * A week before a slot runs out (rules/slot-ending.ts: endsSoon), its owner is told once, one mail per
 * horse. Each slot is marked told before its mail goes (a conditional update, so runs that overlap across
 * processes cannot both send) and unmarked if the mail fails, so the next run tries again. Returns how
 * many slots were told of.
 */
export async function sendSlotEndingNotices(
  deps: EndingNoticeDeps,
  today = calendarToday(),
): Promise<number> {
  const found = await findUntoldSlotsEndingBetween(deps.db, {
    from: today,
    to: addDays(today, ENDING_NOTICE_DAYS),
    longerThanDays: ENDING_NOTICE_DAYS,
  });
  let told = 0;
  await tryEach(byHorse(found.filter(({ slot }) => endsSoon(slot, today))), async (group) => {
    const claimed: SlotToTell[] = [];
    for (const item of group) if (await claimEndingNotice(deps.db, item.slot.id)) claimed.push(item);
    if (claimed.length === 0) return;
    try {
      await deps.mailer.send(endingMail(deps, claimed, today));
    } catch (error) {
      for (const item of claimed) await releaseEndingNotice(deps.db, item.slot.id);
      throw error;
    }
    told += claimed.length;
  });
  return told;
}

/** The notices as a housekeeping task (main.ts adds it to the hourly run). */
export const slotEndingNotices =
  (deps: EndingNoticeDeps): HousekeepingTask =>
  async () => {
    await sendSlotEndingNotices(deps);
  };
