import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { firstOn } from '#contract/rules/share-days.js';
import { useBrowser } from './support/browser.js';
import { e2eToday, letDayCome, resetClock, writeClock } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';
import { waitForMail } from './support/outbox.js';

/**
 * Issue 45, out on a ride: on a day of her share, Ellie starts a ride (back by 11:30, the forestry loop,
 * alone); the owner reads "Out now" on her request card and in her bell. The clock passes the time and
 * fifteen minutes more: the minute job alerts the owner by e-mail and texts the yard card's emergency
 * contact (both in their outboxes). Ellie comes back, writes how it went, and the owner reads it in the
 * share's diary.
 */
const session = useBrowser();
const CONTACT = '+447700900123';

async function api(member: Member, method: string, url: string, body?: object) {
  const res = await fetch(`${session.baseUrl}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: session.baseUrl },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

/** Ellie shares the owner's horse every Tuesday morning (09:00–12:00) from the first Tuesday to come. */
async function sharedOnTuesdays(owner: Member, ellie: Member, horseId: number) {
  const today = e2eToday();
  const slot = await api(owner, 'POST', '/api/availability-slots', {
    horseId,
    title: 'Mornings',
    startDate: today,
    endDate: today,
    startTime: '09:00',
    endTime: '12:00',
    recurrenceType: 'daily',
    recurrenceEnd: addDays(today, 60),
  });
  const start = firstOn('tuesday', addDays(today, 1));
  const share = await api(ellie, 'POST', '/api/requests', {
    kind: 'share',
    horseId,
    availabilitySlotId: slot.id,
    service: 'exercising-riding',
    weekdays: ['tuesday'],
    startDate: start,
  });
  await api(owner, 'POST', `/api/requests/${share.id}/accept`, {});
  await fetch(`${session.baseUrl}/api/horses/${horseId}/yard-details`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, Origin: session.baseUrl },
    body: JSON.stringify({ emergencyContact: 'Pat at the yard', emergencyMobile: '07700 900123' }),
  });
  return start;
}

/** The texts the server wrote to its outbox (DATA_DIR/sms-outbox) for `to`, waited for (the minute job's next look). */
async function waitForText(to: string, words: string, timeoutMs = 90_000): Promise<string> {
  const dir = path.join(inject('e2eDataDir'), 'sms-outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.txt'));
    for (const name of names) {
      const text = await readFile(path.join(dir, name), 'utf8');
      if (text.startsWith(`To: ${to}\n`) && text.includes(words)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No text to ${to} with "${words}"`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const shareCard = (page: Page, horseName: string) =>
  page.getByRole('list', { name: 'My shares' }).getByRole('article', { name: horseName });

describe('out on a ride', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`a sharer starts a ride, the owner sees it, is alerted when she is overdue, and reads her note in the diary, on a ${label}`, async () => {
      const owner = await registerOwner({ emailPrefix: 'rides-owner' });
      const ellie = await registerEnthusiast({ firstName: 'Ellie', emailPrefix: 'rides-ellie' });
      const horseName = unique('Biscuit');
      const horseId = await addHorse(owner, horseName);
      const day = await sharedOnTuesdays(owner, ellie, horseId);
      const ellies = await session.newPage({ width, height });
      const harriet = await session.newPage({ width, height });
      try {
        // Her Tuesday comes: 11:00 in London.
        await letDayCome([ellies, harriet], day);
        await logIn(ellies, ellie);
        await logIn(harriet, owner);

        // 1. Ellie starts a ride from My shares.
        await ellies.goto('/my-profile?section=requests');
        const mine = shareCard(ellies, horseName);
        await mine.getByRole('button', { name: 'Start ride' }).click();
        const start = ellies.getByRole('dialog', { name: `Start a ride on ${horseName}` });
        await start.getByLabel('Back by').fill('11:30');
        await start.getByLabel('Where are you going?').fill('The forestry loop and home by the lane');
        await start.getByRole('radio', { name: 'Alone' }).check();
        await checkPage(ellies, `rides-${label}-1-start`);
        await start.getByRole('button', { name: 'Start ride' }).click();
        await mine.getByText(`Out on ${horseName}, back by 11:30`).waitFor();
        await mine.getByRole('button', { name: 'I’m back' }).waitFor();
        await checkPage(ellies, `rides-${label}-2-out`);

        // 2. The owner reads it on the request card and in her bell.
        await harriet.goto('/requests');
        const card = harriet.getByRole('listitem').filter({ hasText: 'Ellie Rider' });
        await card.getByText(`Out now: Ellie on ${horseName}, back by 11:30`).waitFor();
        await card.getByText('The forestry loop and home by the lane', { exact: false }).waitFor();
        await harriet.getByRole('button', { name: /^Notices, \d+ unread$/ }).click();
        await harriet
          .getByRole('region', { name: 'Notices' })
          .getByText(`Out now: Ellie on ${horseName}, back by 11:30`)
          .waitFor();
        await checkPage(harriet, `rides-${label}-3-owner-out-now`);
        await harriet.keyboard.press('Escape');

        // 3. The time passes, and fifteen minutes more: the owner's alert and the contact's text.
        const overdue = new Date(`${day}T11:46:00Z`);
        writeClock(inject('e2eClockFile'), overdue);
        for (const page of [ellies, harriet]) await page.clock.setSystemTime(overdue);
        const alert = await waitForMail(
          owner.email,
          new RegExp(`Ellie is overdue from a ride on ${horseName}`),
          120_000,
        );
        expect(alert.text).toContain('The forestry loop and home by the lane');
        const text = await waitForText(CONTACT, `has not come back from a ride on ${horseName}`);
        expect(text).toContain('Back by 11:30, riding alone');

        // 4. Ellie comes back and writes how it went.
        await ellies.reload();
        const back = shareCard(ellies, horseName);
        await back.getByRole('button', { name: 'I’m back' }).click();
        const note = ellies.getByRole('dialog', { name: `How was the ride on ${horseName}?` });
        await note.getByLabel('How it went').fill('Lovely and forward; we took the long way round.');
        await note.getByLabel('Shoes (optional)').fill('All on');
        await note.getByLabel('Any lameness (optional)').fill('None');
        await note.getByLabel('Anything to watch (optional)').fill('A small rub under the girth');
        await checkPage(ellies, `rides-${label}-4-note`);
        await note.getByRole('button', { name: 'Send to the owner' }).click();
        await ellies.getByText('Note sent to the owner').first().waitFor();
        // The people alerted hear she is safe.
        await waitForMail(
          owner.email,
          new RegExp(`Ellie is back safe from the ride on ${horseName}`),
          30_000,
        );
        await waitForText(CONTACT, `is back safe from the ride on ${horseName}`, 30_000);

        // 5. The owner reads it in the diary.
        await harriet.reload();
        const diaryCard = harriet.getByRole('listitem').filter({ hasText: 'Ellie Rider' });
        await diaryCard.getByRole('button', { name: 'Diary' }).click();
        const diary = harriet.getByRole('list', { name: `Diary: ${horseName}` });
        await diary.getByText('Lovely and forward; we took the long way round.').waitFor();
        await diary.getByText('A small rub under the girth').waitFor();
        await checkPage(harriet, `rides-${label}-5-diary`);
      } finally {
        resetClock();
      }
    }, 300_000);
  }
});
