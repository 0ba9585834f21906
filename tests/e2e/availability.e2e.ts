import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { untilWords } from '#contract/rules/slot-ending.js';
import {
  expectAccessible,
  expectFitsPhoneWidth,
  useBrowser,
  type BrowserSession,
} from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage } from './support/journey.js';
import {
  addHorse,
  fillLogin,
  logIn,
  logInAfterRegistering,
  PASSWORD,
  registerMember,
  unique,
  type Member,
} from './support/members.js';

const session = useBrowser();
const availability = (page: Page) => page.getByRole('region', { name: 'Availability' });

/** The list mode, moved on a month at a time until a day named `weekday` has a slot (at most 2 months). */
async function listUntil(page: Page, weekday: string, button: RegExp): Promise<void> {
  const section = availability(page);
  const list = section.getByRole('button', { name: 'List' });
  if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
  await section
    .getByText(/slots this month|^(Monday|Tuesday|Wednesday|Thursday|Friday)/)
    .first()
    .waitFor();
  for (let step = 0; step < 2; step += 1) {
    if ((await section.getByRole('button', { name: button }).count()) > 0) return;
    await section.getByRole('button', { name: 'Next month' }).click();
    await section
      .getByText(/slots this month|^(Monday|Tuesday|Wednesday|Thursday|Friday)/)
      .first()
      .waitFor();
  }
  expect(await section.getByRole('button', { name: button }).count(), `a ${weekday} slot`).toBeGreaterThan(0);
}

/** A slot written through the API by the horse's owner. */
async function addSlot(owner: Member, slot: Record<string, string | number>): Promise<void> {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/availability-slots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, Origin: baseUrl },
    body: JSON.stringify(slot),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * A new visitor follows the slot panel's Create account, joins on the single page, logs in on the page
 * after it, and is back at the slot.
 */
async function joinAndReturnToSlot(
  session: BrowserSession,
  width: number,
  createHref: string,
  horseName: string,
  dayName: string,
): Promise<void> {
  const page = await session.newPage({ width, height: 900 });
  await page.goto(createHref);
  await page.getByText(`Create an account to enquire about ${horseName}.`).waitFor();
  await page.getByLabel(/^First name/).fill('Juniper');
  await page.getByLabel(/^Last name/).fill('Joyce');
  const email = `${unique('slot-join')}@example.org`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Town\/City/).fill('York');
  await page.getByLabel(/^Postcode/).fill('YO1 7HH');
  await page.getByLabel(/^Rider weight/).selectOption('9-11st');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/I confirm that I am 18 or over/).check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Registering signs nobody in: logging in after it leads back to the slot.
  await logInAfterRegistering(page, email);
  const form = page.getByRole('region', { name: `Enquire about ${horseName}` });
  await form.getByText(dayName, { exact: false }).waitFor();
  await form.getByRole('button', { name: 'Send Request' }).waitFor();
  await page.close();
}

describe.each([
  ['desktop', 1280],
  ['phone', 360],
])('availability on a %s', (_label, width) => {
  let owner: Member;
  let enthusiast: Member;
  let horseName: string;
  let horseId: number;

  beforeAll(async () => {
    owner = await registerMember('owner');
    enthusiast = await registerMember('enthusiast');
    horseName = unique('Bramble');
    horseId = await addHorse(owner, horseName);
  });

  it('an owner applies Mon-Fri 9-5; a visitor sees weekday slots only; an enthusiast enquires about a Tuesday at 10 am; the owner accepts it; the enthusiast sees it accepted', async () => {
    // The owner's quick setup.
    const harriet = await session.newPage({ width });
    await logIn(harriet, owner);
    await harriet.goto(`/horse/${horseId}`);
    await availability(harriet).getByRole('button', { name: 'Mon-Fri 9-5' }).click();
    await harriet.getByText('Availability slot created successfully', { exact: true }).waitFor();
    await harriet.getByText('Added: Mon-Fri 9-5.', { exact: true }).waitFor();
    await listUntil(harriet, 'Tuesday', /^Edit Mon-Fri 9-5 on Tuesday/);
    await expectAccessible(harriet);
    await availability(harriet).getByRole('button', { name: 'Add slot' }).click();
    await availability(harriet).getByRole('region', { name: 'Add availability slot' }).waitFor();
    expect(await harriet.getByLabel(/Start time/).inputValue()).toBe('09:00');
    await expectAccessible(harriet);
    await expectFitsPhoneWidth(harriet);

    // A signed-out visitor: weekdays, never a weekend.
    const visitor = await session.newPage({ width });
    await visitor.goto(`/horse/${horseId}`);
    await listUntil(visitor, 'Tuesday', /^Enquire about Mon-Fri 9-5 on Tuesday/);
    const days = await availability(visitor).getByRole('heading', { level: 4 }).allTextContents();
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => /^(Saturday|Sunday)/.test(day))).toEqual([]);
    expect(days.filter((day) => /^(Monday|Tuesday|Wednesday|Thursday|Friday)/.test(day)).length).toBe(
      days.length,
    );
    await expectAccessible(visitor);
    await expectFitsPhoneWidth(visitor);
    if (width >= 640) {
      await availability(visitor).getByRole('button', { name: 'Calendar' }).click();
      const grid = availability(visitor).getByRole('grid');
      await grid.waitFor();
      expect(await grid.getByRole('gridcell', { name: /^Saturday .*, [1-9]\d* slots?$/ }).count()).toBe(0);
      expect(await grid.getByRole('gridcell', { name: /^Tuesday .*, 1 slot$/ }).count()).toBeGreaterThan(0);
      await expectAccessible(visitor);
      await availability(visitor).getByRole('button', { name: 'List' }).click();
    }
    // Signed out, the enquiry asks to log in, and comes back to the same slot.
    const tuesday = availability(visitor)
      .getByRole('button', { name: /^Enquire about Mon-Fri 9-5 on Tuesday/ })
      .first();
    const slotName = (await tuesday.getAttribute('aria-label')) ?? '';
    const dayName = slotName.replace(/^Enquire about Mon-Fri 9-5 on /, '');
    await tuesday.click();
    // Issue 32: both ways in, each back to this very slot.
    const logInLink = visitor.getByRole('link', { name: 'Log in to enquire' });
    const slotPath = new URL((await logInLink.getAttribute('href')) ?? '', 'http://x').searchParams.get(
      'returnTo',
    );
    expect(slotPath).toMatch(new RegExp(`^/horse/${horseId}\\?slot=\\d+&day=`));
    const createLink = visitor.getByRole('link', { name: 'Create account' });
    expect(await createLink.getAttribute('href')).toBe(
      `/register/enthusiast?returnTo=${encodeURIComponent(slotPath ?? '')}`,
    );
    await checkPage(visitor, 'slot-panel-signed-out');
    await joinAndReturnToSlot(
      session,
      width,
      (await createLink.getAttribute('href')) ?? '',
      horseName,
      dayName,
    );
    await logInLink.click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    await visitor.getByRole('heading', { level: 1, name: `Log in to enquire about ${horseName}` }).waitFor();
    await expectAccessible(visitor);

    // The enthusiast logs in from there and lands on the enquiry for that Tuesday.
    const ellie = visitor;
    await logIn(ellie, enthusiast, {
      landing: new URL(ellie.url()).searchParams.get('returnTo') ?? '',
      alreadyThere: true,
    });
    const form = ellie.getByRole('region', { name: `Enquire about ${horseName}` });
    await form.getByText(dayName, { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await form.getByText('Please select at least one activity').waitFor();
    await form.getByRole('checkbox', { name: 'General Care' }).check();
    await form.getByLabel('Preferred time').selectOption({ label: '10:00 AM' });
    await form.getByRole('switch', { name: "I'm flexible on timing" }).click();
    await form.getByLabel('Message').fill('I could come on Tuesday morning.');
    await expectAccessible(ellie);
    await expectFitsPhoneWidth(ellie);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await ellie
      .getByText('Your time slot request has been sent to the horse owner!', { exact: true })
      .waitFor();

    // The owner accepts it in Messages.
    await harriet.goto(`/messages?userId=${enthusiast.id}`);
    const ownerCard = harriet
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Availability enquiry' });
    await ownerCard.getByText('Pending').waitFor();
    await ownerCard.getByText('10:00 AM').waitFor();
    await ownerCard.getByText('General Care').waitFor();
    await expectAccessible(harriet);
    await ownerCard.getByRole('button', { name: 'Accept' }).click();
    await ownerCard.getByText('Accepted').waitFor();
    await ownerCard.getByRole('link', { name: 'Add to calendar' }).waitFor();
    await expectAccessible(harriet);
    await expectFitsPhoneWidth(harriet);

    // The enthusiast sees it accepted, with the calendar file.
    await ellie.goto(`/messages?userId=${owner.id}`);
    const ellieCard = ellie
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Availability enquiry' });
    await ellieCard.getByText('Accepted').waitFor();
    expect(await ellieCard.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    const href = await ellieCard.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const ics = await ellie.evaluate(async (url) => (await fetch(url ?? '')).text(), href);
    expect(ics).toContain('BEGIN:VCALENDAR');
    await expectAccessible(ellie);
    await expectFitsPhoneWidth(ellie);
  }, 240_000);

  it('an owner told a slot runs out follows the mail’s link, signs in, and carries it on', async () => {
    // Every morning for 31 days, the last in three days' time: carried on, it runs 31 days more.
    const today = e2eToday();
    const cloverId = await addHorse(owner, unique('Clover'));
    await addSlot(owner, {
      horseId: cloverId,
      title: 'Mornings',
      startDate: addDays(today, -27),
      endDate: addDays(today, -27),
      startTime: '09:00',
      endTime: '12:00',
      recurrenceType: 'daily',
      recurrenceEnd: addDays(today, 3),
    });
    const until = untilWords(addDays(today, 3), today);
    const carriedUntil = untilWords(addDays(today, 34), today);

    // The mail's link (features/availability/ending-notices.ts) asks a signed-out owner to log in first.
    const page = await session.newPage({ width });
    await page.goto(`/login?returnTo=${encodeURIComponent(`/horse/${cloverId}#your-slots`)}`);
    await fillLogin(page, owner);
    await page.waitForURL((url) => url.pathname === `/horse/${cloverId}` && url.hash === '#your-slots');
    const list = page.getByRole('region', { name: 'Your slots' });
    await list.getByText(`Runs until ${until}`, { exact: true }).waitFor();
    const carryOn = list.getByRole('button', { name: `Carry on until ${carriedUntil}: Mornings` });
    await carryOn.waitFor();
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);

    await carryOn.click();
    await page.getByText('Availability carried on', { exact: true }).waitFor();
    const runsUntil = list.getByText(`Runs until ${carriedUntil}`, { exact: true });
    await runsUntil.waitFor();
    expect(await list.getByRole('button').count()).toBe(0);
    await expect.poll(() => runsUntil.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await expectFitsPhoneWidth(page);
  }, 120_000);
});
