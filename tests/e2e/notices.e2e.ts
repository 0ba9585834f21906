import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { shortDay } from '#contract/rules/visit-words.js';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  fillLogin,
  logIn,
  PASSWORD,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';
import { linkIn, waitForMail } from './support/outbox.js';
import { saveScreenshot } from './support/screenshots.js';

/**
 * Issue 42, notices people can rely on: the owner accepts while the rider is on the site, and the rider
 * is told anyway, by e-mail (no push device here) and in the bell, in words that name the horse, the
 * day and the time; the e-mail's link leads back to that very request, even signed out. Then an owner
 * deletes their account, and the rider reads why their visit is off, where the thread's reply box was.
 */
const session = useBrowser();

const escaped = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function api(member: Member, method: string, path: string, body?: object) {
  const res = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      Cookie: member.cookie,
      Origin: session.baseUrl,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.status === 204 ? undefined : ((await res.json()) as unknown);
}

/**
 * Fiona's horse with a slot for every day, and Ella's enquiry for tomorrow; answers the horse's name,
 * the day and time as the notices write them, and the request's id.
 */
async function visitAskedFor(label: string) {
  const owner = await registerOwner({ firstName: 'Fiona' });
  const rider = await registerEnthusiast({ firstName: label === 'phone' ? 'Ella' : 'Elsa' });
  const horse = unique('Biscuit');
  const horseId = await addHorse(owner, horse, { initialAvailability: 'always' });
  const slots = (await (
    await fetch(`${session.baseUrl}/api/availability-slots?horseId=${horseId}`)
  ).json()) as Array<{ id: number; startTime: string; endTime: string }>;
  const slot = slots[0]!;
  const day = addDays(e2eToday(), 1);
  await api(rider, 'POST', '/api/messages', {
    receiverId: owner.id,
    content: 'May I come and help tomorrow?',
    horseId,
    availabilitySlotId: slot.id,
    slotDate: day,
    messageType: 'availability_enquiry',
    preferredTime: 'any',
    isFlexible: true,
    activities: ['general-care'],
  });
  const inbox = (await api(owner, 'GET', `/api/requests?userId=${owner.id}`)) as Array<{ id: number }>;
  const when = `${shortDay(day)}, ${slot.startTime}–${slot.endTime}`;
  return { owner, rider, horse, when, requestId: inbox[0]!.id };
}

/**
 * Opens the bell once it counts `unread` (the page checked first, with it closed) and answers the list
 * of notices; `check` then checks the open list and keeps a screenshot.
 */
async function openBell(page: Page, unread: number, screenshot: string) {
  const bell = page.getByRole('button', { name: `Notices, ${unread} unread` });
  await bell.waitFor();
  await checkPage(page, `${screenshot}-page`);
  await bell.click();
  const notices = page.getByRole('region', { name: 'Notices' });
  const check = async () => {
    await expectAccessible(page, { within: '#notices-panel' });
    await expectFitsPhoneWidth(page);
    await saveScreenshot(page, screenshot);
  };
  return { notices, check };
}

describe('notices that always arrive', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: the owner accepts while the rider is on the site; her e-mail and her bell say which horse, which day and when',
    async ({ label, width, height }) => {
      const { owner, rider, horse, when, requestId } = await visitAskedFor(label);
      const ella = await session.newPage({ width, height });
      await logIn(ella, rider);
      await ella.getByRole('button', { name: 'Notices' }).waitFor();

      // Fiona accepts from her requests inbox while Ella is on the site.
      const fiona = await session.newPage();
      await logIn(fiona, owner);
      await fiona.goto('/requests');
      const card = fiona.getByRole('listitem').filter({ hasText: rider.firstName });
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByText('Accepted', { exact: true }).waitFor();

      const headline = `Fiona accepted your visit to ${horse} on ${when}`;
      const mail = await waitForMail(rider.email, escaped(headline));
      const link = linkIn(mail, `${session.baseUrl}/requests?id=${requestId}`);

      // The bell hears of it at once (the live stream), without a reload.
      const { notices, check } = await openBell(ella, 1, `notices-${label}-1-bell`);
      const notice = notices.getByRole('link', { name: new RegExp(headline) });
      await notice.waitFor();
      await check();
      await notice.click();
      await ella.waitForURL((url) => url.pathname === '/requests' && url.search === `?id=${requestId}`);
      await ella.getByRole('button', { name: 'Notices' }).waitFor();
      // The request the notice named comes first, under its own heading (and out of the list below).
      await ella
        .getByRole('region', { name: 'From your notice' })
        .filter({ hasText: horse })
        .getByText('Accepted', { exact: true })
        .waitFor();
      await checkPage(ella, `notices-${label}-2-request`);

      // Signed out, on another device: the e-mail's link leads to the log-in, then to that very request.
      const elsewhere = await session.newPage({ width, height });
      await elsewhere.goto(link);
      await elsewhere.waitForURL((url) => url.pathname === '/login');
      await fillLogin(elsewhere, rider);
      await elsewhere.waitForURL((url) => url.pathname === '/requests' && url.search === `?id=${requestId}`);
    },
  );

  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: an owner deletes their account, and the rider reads why their visit is off',
    async ({ label, width, height }) => {
      const { owner, rider, horse, when, requestId } = await visitAskedFor(label);
      await api(owner, 'POST', `/api/requests/${requestId}/accept`);
      await api(owner, 'DELETE', '/api/users/me', { password: PASSWORD, confirmFutureVisits: true });

      const ella = await session.newPage({ width, height });
      await logIn(ella, rider);
      const { notices, check } = await openBell(ella, 2, `notices-${label}-3-called-off`);
      const off = `The visit to ${horse} on ${when} is off: Fiona has left Stablemates`;
      await notices.getByText(off).waitFor();
      await check();
      await waitForMail(rider.email, escaped(off));

      // Where the thread offered a reply box, it says the member is no longer there.
      await ella.goto(`/messages?userId=${owner.id}`);
      await ella.getByText('This member is no longer available to contact.').waitFor();
      await ella.getByRole('log').getByText('May I come and help tomorrow?').waitFor();
      expect(await ella.getByRole('textbox').count()).toBe(0);
      await checkPage(ella, `notices-${label}-4-thread`);
    },
  );
});
