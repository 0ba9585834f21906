import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { addHorse, logIn, registerEnthusiast, registerOwner, unique } from './support/members.js';

/**
 * Issue 27, from a free slot to the yard gate: an owner publishes "every Tue and Thu" and sees exactly
 * those days; an enthusiast asks for one; the owner accepts it from the requests inbox; the enthusiast
 * reads the yard details and subscribes to the calendar feed; a second enthusiast sees the day taken.
 * Days are counted from the journeys' clock (e2eToday), so the journey holds on any day it starts.
 */
const session = useBrowser();

const SLOT = 'Tue and Thu hack';
const ADDRESS = 'Hollybush Farm, Lower Lane, Thirsk';
const DAY_MS = 86_400_000;

const availability = (page: Page) => page.getByRole('region', { name: 'Availability' });

const at = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** "Tuesday 8 December 2026", as the calendar's day headings read. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(at(day))
    .replace(',', '');

/**
 * The Tuesdays and Thursdays the calendar lists after saving: those from `from` up to `until` in the
 * month of the first of them (the calendar moves to the month where the new slots begin).
 */
function tuesdaysAndThursdays(from: string, until: string): string[] {
  const days: string[] = [];
  for (let date = at(from); iso(date) <= until; date = new Date(date.getTime() + DAY_MS)) {
    if ([2, 4].includes(date.getUTCDay())) days.push(iso(date));
  }
  const month = days[0]?.slice(0, 7);
  return days.filter((day) => day.slice(0, 7) === month).map(longDay);
}

/** List mode (the phone's default; the laptop starts in the calendar). */
async function showList(page: Page): Promise<void> {
  const list = availability(page).getByRole('button', { name: 'List' });
  if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
}

/** The day headings of the month shown in list mode. */
async function listedDays(page: Page): Promise<string[]> {
  const headings4 = availability(page).getByRole('heading', { level: 4 });
  // A month without slots (this month, when the first Tue or Thu is next month) says so instead.
  await headings4.first().or(availability(page).getByText('No slots this month.')).waitFor();
  const headings = await headings4.allTextContents();
  // Today's heading says so: "Tuesday 1 December 2026(today)".
  return headings.map((heading) => heading.replace('(today)', '').trim());
}

/** The first slot to enquire about, this month or the next. */
async function firstEnquiry(page: Page): Promise<Locator> {
  await listedDays(page);
  const button = availability(page).getByRole('button', { name: new RegExp(`^Enquire about ${SLOT} on `) });
  if ((await button.count()) === 0) {
    await availability(page).getByRole('button', { name: 'Next month' }).click();
    await button.first().waitFor();
  }
  return button.first();
}

describe('a visit arranged', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`every Tue and Thu, asked for, accepted from the inbox, the yard gate and the calendar, on a ${label}`, async () => {
      const owner = await registerOwner({ emailPrefix: 'visits-owner' });
      const ellie = await registerEnthusiast({ firstName: 'Ellie', emailPrefix: 'visits-ellie' });
      const sam = await registerEnthusiast({ firstName: 'Sam', emailPrefix: 'visits-sam' });
      const horseName = unique('Bramble');
      const horseId = await addHorse(owner, horseName);
      const today = e2eToday();
      const until = iso(new Date(at(today).getTime() + 28 * DAY_MS));

      // 1. The owner publishes every Tuesday and Thursday, reading what it will publish first.
      const harriet = await session.newPage({ width, height });
      await logIn(harriet, owner);
      await harriet.goto(`/horse/${horseId}`);
      await availability(harriet).getByRole('button', { name: 'Add slot' }).click();
      const form = availability(harriet).getByRole('region', { name: 'Add availability slot' });
      await form.getByLabel(/^Title/).fill(SLOT);
      await form.getByRole('radio', { name: 'Every week' }).check();
      for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
        await form
          .getByRole('checkbox', { name: day, exact: true })
          .setChecked(day === 'Tue' || day === 'Thu');
      }
      await form.getByLabel(/^Until/).fill(until);
      await form.getByLabel(/^Start time/).fill('10:00');
      await form.getByLabel(/^End time/).fill('12:00');
      await form.getByText(/Every Tue and Thu, 10:00–12:00, from \d+ \w+ until \d+ \w+$/).waitFor();
      await form.getByText(/^Next: (Tue|Thu) /).waitFor();
      await checkPage(harriet, `visits-${label}-1-every-tue-and-thu`);
      await form.getByRole('button', { name: 'Add slot' }).click();
      await harriet.getByText('Availability slot created successfully', { exact: true }).waitFor();
      // The toast says what she planned, not how many slots it took (issue 46).
      await harriet
        .getByText(/^Saved: every Tue and Thu, 10:00–12:00, from \d+ \w+ until \d+ \w+\.$/)
        .waitFor();
      await showList(harriet);
      expect(await listedDays(harriet)).toEqual(tuesdaysAndThursdays(today, until));

      // Her private yard details, for whoever she accepts.
      await availability(harriet).getByRole('button', { name: 'Edit yard details' }).click();
      await availability(harriet).getByLabel("Yard's address").fill(ADDRESS);
      await availability(harriet).getByLabel('Parking').fill('By the hay barn');
      await availability(harriet)
        .getByLabel('Emergency contact', { exact: true })
        .fill('Harriet 07700 900000');
      await checkPage(harriet, `visits-${label}-2-yard-details`);
      await availability(harriet).getByRole('button', { name: 'Save yard details' }).click();
      await harriet.getByText('Yard details saved', { exact: true }).waitFor();

      // 2. Ellie asks for the first of those days.
      const ellies = await session.newPage({ width, height });
      await logIn(ellies, ellie);
      await ellies.goto(`/horse/${horseId}`);
      await showList(ellies);
      const enquire = await firstEnquiry(ellies);
      const dayName = ((await enquire.getAttribute('aria-label')) ?? '').replace(
        `Enquire about ${SLOT} on `,
        '',
      );
      await enquire.click();
      const enquiry = ellies.getByRole('region', { name: `Enquire about ${horseName}` });
      await enquiry.getByRole('checkbox', { name: 'Exercising/Riding' }).check();
      await enquiry.getByLabel('Message').fill('I could ride out that morning.');
      await checkPage(ellies, `visits-${label}-3-enquiry`);
      await enquiry.getByRole('button', { name: 'Send Request' }).click();
      await ellies
        .getByText('Your time slot request has been sent to the horse owner!', { exact: true })
        .waitFor();
      await availability(ellies).getByRole('link', { name: 'See your request' }).first().waitFor();

      // 3. The owner accepts it from her requests inbox.
      await harriet.goto('/requests');
      await harriet.getByRole('heading', { level: 1, name: 'Requests for your horses' }).waitFor();
      const card = harriet.getByRole('listitem').filter({ hasText: 'Ellie Rider' });
      await card.getByText(/^(Tue|Thu) \d+ \w+, 10:00–12:00$/).waitFor();
      await card.getByText('Exercising/Riding').waitFor();
      await card.getByRole('link', { name: 'Conversation with Ellie' }).waitFor();
      await checkPage(harriet, `visits-${label}-4-owner-inbox`);
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByText('Accepted', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Undo' }).waitFor();
      await checkPage(harriet, `visits-${label}-5-accepted`);

      // 4. Ellie reads the yard details and subscribes to her calendar feed.
      await ellies.goto('/requests');
      await ellies.getByRole('heading', { level: 1, name: 'Your requests' }).waitFor();
      const yard = ellies.getByRole('region', { name: `Yard details for ${horseName}` });
      await yard.getByText(ADDRESS).waitFor();
      await yard.getByText('By the hay barn').waitFor();
      await ellies.getByRole('button', { name: 'Get a calendar address' }).click();
      const address = await ellies.getByLabel(/^Your calendar address/).inputValue();
      expect(address).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
      expect(
        await ellies.getByRole('link', { name: 'Subscribe in your calendar' }).getAttribute('href'),
      ).toMatch(/^webcal:\/\//);
      const feed = await (await fetch(address)).text();
      expect(feed).toContain('BEGIN:VEVENT');
      expect(feed).toContain(`SUMMARY:Stablemates visit: ${horseName}`);
      expect(feed).not.toContain('Hollybush');
      await checkPage(ellies, `visits-${label}-6-yard-and-calendar`);

      // 5. Sam sees that day taken, with nothing to enquire about on it; the others stay open.
      const sams = await session.newPage({ width, height });
      await logIn(sams, sam);
      await sams.goto(`/horse/${horseId}`);
      await showList(sams);
      await listedDays(sams);
      const dayHeading = sams.getByRole('heading', { level: 4, name: dayName });
      if ((await dayHeading.count()) === 0) {
        await availability(sams).getByRole('button', { name: 'Next month' }).click();
      }
      const takenDay = availability(sams).getByRole('listitem').filter({ has: dayHeading });
      await takenDay.getByText('Taken', { exact: true }).waitFor();
      expect(await takenDay.getByRole('button', { name: /^Enquire about/ }).count()).toBe(0);
      await checkPage(sams, `visits-${label}-7-day-taken`);
      // The same month as a grid, at 360 px as at 1280: the day says it is taken.
      await availability(sams).getByRole('button', { name: 'Calendar' }).click();
      const grid = availability(sams).getByRole('grid');
      await grid
        .getByRole('gridcell', { name: new RegExp(`^${dayName}, (today, )?1 slot, 1 taken$`) })
        .waitFor();
      await checkPage(sams, `visits-${label}-8-calendar`);
    }, 240_000);
  }
});
