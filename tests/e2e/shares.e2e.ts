import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { firstOn, shareDates, trialEndOf } from '#contract/rules/share-days.js';
import { shareInWords } from '#contract/rules/share-words.js';
import { shortDay } from '#contract/rules/visit-words.js';
import { useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';

/**
 * Issue 41, from one visit to a standing share: an enthusiast asks to share a horse's mornings every
 * Tuesday and Saturday; the owner accepts from her requests inbox; both find the share in My shares and
 * the owner sees its days marked in her calendar; the sharer skips a Saturday; the owner ends the share
 * with a week's notice and both read its last day. Days are counted from the journeys' clock.
 */
const session = useBrowser();

const SLOT = 'Mornings';
const WEEKDAYS = ['tuesday', 'saturday'] as const;
const TIMES = '09:00–12:00';

const availability = (page: Page) => page.getByRole('region', { name: 'Availability' });
const myShares = (page: Page) => page.getByRole('list', { name: 'My shares' });

/** "Tuesday 8 December 2026", as the calendar's headings and buttons name a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

/** Every morning, 09:00–12:00, for three months from today, published by the owner through the API. */
async function publishMornings(owner: Member, horseId: number, today: string): Promise<void> {
  const res = await fetch(`${session.baseUrl}/api/availability-slots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, Origin: session.baseUrl },
    body: JSON.stringify({
      horseId,
      title: SLOT,
      startDate: today,
      endDate: today,
      startTime: '09:00',
      endTime: '12:00',
      recurrenceType: 'daily',
      recurrenceEnd: addDays(today, 90),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The horse's calendar in list mode, on the month of `day`, with `day`'s entry in the list. */
async function listDay(page: Page, horseId: number, day: string) {
  await page.goto(`/horse/${horseId}`);
  const section = availability(page);
  const list = section.getByRole('button', { name: 'List' });
  await list.waitFor();
  if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
  // From the page: `filter({ has })` looks for it inside each list item.
  const heading = page.getByRole('heading', { level: 4, name: new RegExp(`^${longDay(day)}`) });
  // The month's day headings, drawn once its slots have come.
  await section
    .getByRole('heading', { level: 4, name: /^\w+day \d+ / })
    .first()
    .waitFor();
  if ((await heading.count()) === 0) await section.getByRole('button', { name: 'Next month' }).click();
  await heading.waitFor();
  return section.getByRole('listitem').filter({ has: heading });
}

/** My Profile's Requests section, with the share of `horseName` in My shares. */
async function openMyShares(page: Page, horseName: string) {
  await page.goto('/my-profile?section=requests');
  const share = myShares(page).getByRole('article', { name: horseName });
  await share.waitFor();
  return share;
}

describe('a standing share', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`asked for on Tue and Sat, accepted, seen in My shares and the calendar, a day skipped and ended with notice, on a ${label}`, async () => {
      const owner = await registerOwner({ emailPrefix: 'shares-owner' });
      const ellie = await registerEnthusiast({ firstName: 'Ellie', emailPrefix: 'shares-ellie' });
      const horseName = unique('Biscuit');
      const horseId = await addHorse(owner, horseName);
      const today = e2eToday();
      await publishMornings(owner, horseId, today);
      // The first Tuesday after today starts the share; the trial is four weeks, as the form proposes.
      const start = firstOn('tuesday', addDays(today, 1));
      const trialEnd = trialEndOf(start, 4);
      const days = shareDates(WEEKDAYS, start, trialEnd);
      const share = { weekdays: WEEKDAYS, startDate: start, trialEndsOn: trialEnd };
      const words = shareInWords({ ...share, days: [] });

      // 1. Ellie asks to share from the horse's calendar: Tuesdays, and Saturdays added.
      const ellies = await session.newPage({ width, height });
      await logIn(ellies, ellie);
      const startDay = await listDay(ellies, horseId, start);
      await startDay.getByRole('button', { name: `Ask to share ${SLOT} from ${longDay(start)}` }).click();
      const form = ellies.getByRole('region', { name: `Ask to share: ${horseName}` });
      expect(await form.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
      await form.getByText('Sat', { exact: true }).click();
      expect(await form.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
      await form.getByLabel(/^Help with/).selectOption('exercising-riding');
      await form.getByLabel('Message').fill('I ride twice a week and would love to share her.');
      await form.getByRole('status').getByText(`${words} · ${days.length} days`).waitFor();
      await checkPage(ellies, `shares-${label}-1-ask`);
      await form.getByRole('button', { name: 'Send share request' }).click();
      await ellies.getByText('Share request sent', { exact: true }).waitFor();

      // The request waits in her inbox, in words.
      await ellies.goto('/requests');
      const sent = ellies.getByRole('listitem').filter({ hasText: horseName });
      await sent
        .getByText(shareInWords({ ...share, days: [{ startTime: '09:00', endTime: '12:00' }] }))
        .waitFor();
      await sent.getByText('Pending', { exact: true }).waitFor();

      // 2. The owner reads the days asked for and accepts.
      const harriet = await session.newPage({ width, height });
      await logIn(harriet, owner);
      await harriet.goto('/requests');
      const card = harriet.getByRole('listitem').filter({ hasText: 'Ellie Rider' });
      await card.getByRole('region', { name: `${days.length} days asked for` }).waitFor();
      await checkPage(harriet, `shares-${label}-2-owner-inbox`);
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByText('Accepted', { exact: true }).waitFor();
      await card.getByRole('link', { name: 'Manage in My shares' }).waitFor();

      // 3. Both find it in My shares, its next day named.
      const next = `${shortDay(start)}, ${TIMES}`;
      const hers = await openMyShares(harriet, horseName);
      await hers.getByText('Shared with Ellie Rider').waitFor();
      await hers.getByText(next).waitFor();
      await checkPage(harriet, `shares-${label}-3-owner-my-shares`);
      const shared = await openMyShares(ellies, horseName);
      await shared.getByText(`${owner.firstName} ${owner.lastName}'s horse`).waitFor();
      await shared.getByText(next).waitFor();

      // The owner's calendar marks the share's days with Ellie's name; Ellie's shows them as hers.
      const heldDay = await listDay(harriet, horseId, start);
      await heldDay.getByText('Shared with Ellie', { exact: true }).waitFor();
      await checkPage(harriet, `shares-${label}-4-owner-calendar`);
      const ownDay = await listDay(ellies, horseId, start);
      await ownDay.getByText('Requested by you', { exact: true }).waitFor();

      // 4. Ellie skips the first Saturday, saying why.
      const saturday = days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6)!;
      const toSkip = await openMyShares(ellies, horseName);
      await toSkip.getByRole('button', { name: 'Skip a day' }).click();
      const skip = ellies.getByRole('dialog', { name: 'Skip a day' });
      await skip.getByLabel('Day').selectOption(saturday);
      await skip.getByLabel('Reason (optional)').fill('Away at a show');
      await checkPage(ellies, `shares-${label}-5-skip`);
      await skip.getByRole('button', { name: 'Skip this day' }).click();
      await ellies.getByText(`${shortDay(saturday)}, ${TIMES} is off.`, { exact: true }).waitFor();
      // The owner's calendar no longer holds that Saturday for her.
      const skippedDay = await listDay(harriet, horseId, saturday);
      await skippedDay.getByText(SLOT, { exact: true }).waitFor();
      expect(await skippedDay.getByText('Shared with Ellie').count()).toBe(0);

      // 5. The owner ends the share with a week's notice: the last day is named before and after.
      const notice = addDays(today, 7);
      const lastDay = days.filter((day) => day <= notice && day !== saturday).at(-1)!;
      const lastWords = `${shortDay(lastDay)}, ${TIMES}`;
      const toEnd = await openMyShares(harriet, horseName);
      await toEnd.getByRole('button', { name: 'End share' }).click();
      const end = harriet.getByRole('dialog', { name: `End the share of ${horseName}?` });
      await end.getByText(new RegExp(`the last day will be ${lastWords};`)).waitFor();
      await end.getByLabel('Reason (optional)').fill('Biscuit is moving yards');
      await checkPage(harriet, `shares-${label}-6-end`);
      await end.getByRole('button', { name: 'End share' }).click();
      await harriet.getByText(`The last day is ${lastWords}.`, { exact: true }).waitFor();
      await toEnd.getByText('Last day:').waitFor();
      expect(await toEnd.getByText('Last day:').locator('..').textContent()).toBe(`Last day: ${lastWords}`);
      expect(await toEnd.getByRole('button', { name: 'End share' }).count()).toBe(0);
      await checkPage(harriet, `shares-${label}-7-ended`);

      // Ellie reads the same last day.
      const ended = await openMyShares(ellies, horseName);
      expect(await ended.getByText('Last day:').locator('..').textContent()).toBe(`Last day: ${lastWords}`);
      await checkPage(ellies, `shares-${label}-8-sharer-last-day`);
    }, 240_000);
  }
});
