import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_MONEY_CLAUSE } from '#contract/agreements.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { firstOn } from '#contract/rules/share-days.js';
import { pdfText } from '#tests/setup/pdf-text.js';
import { useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  adminSignIn,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';

/**
 * Issue 43, the share agreement: a share of a horse's mornings is running; the owner completes the
 * agreement drafted from it, both accept it, the sharer downloads its PDF, and when the owner edits one
 * line the share says it waits for the sharer again. Then the sharer reports it, and an admin reads it
 * from the Reports tab (decision 0053).
 */
const session = useBrowser();

/** A call to the API as a member (what the journey does not need a browser for). */
async function api(member: Member, method: string, path: string, body?: object) {
  const res = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: session.baseUrl },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json() as Promise<{ id: number }>;
}

/** Every morning from today; Ellie's share of its Tuesdays and Saturdays, accepted by the owner. */
async function runningShare(owner: Member, ellie: Member, horseId: number): Promise<number> {
  const today = e2eToday();
  const slot = await api(owner, 'POST', '/api/availability-slots', {
    horseId,
    title: 'Mornings',
    startDate: today,
    endDate: today,
    startTime: '09:00',
    endTime: '12:00',
    recurrenceType: 'daily',
    recurrenceEnd: addDays(today, 90),
  });
  const share = await api(ellie, 'POST', '/api/requests', {
    kind: 'share',
    horseId,
    availabilitySlotId: slot.id,
    service: 'exercising-riding',
    weekdays: ['tuesday', 'saturday'],
    startDate: firstOn('tuesday', addDays(today, 1)),
    trialWeeks: 4,
  });
  await api(owner, 'POST', `/api/requests/${share.id}/accept`);
  return share.id;
}

/** The share's card in the owner's requests inbox. */
async function inboxCard(page: Page, sharerName: string) {
  await page.goto('/requests');
  const card = page.getByRole('listitem').filter({ hasText: sharerName });
  await card.first().waitFor();
  return card.first();
}

describe('a share agreement', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`completed by the owner, accepted by both, downloaded by the sharer, edited and waiting again, reported and read by an admin, on a ${label}`, async () => {
      const owner = await registerOwner({ firstName: 'Fiona', emailPrefix: 'agreement-owner' });
      const ellie = await registerEnthusiast({ firstName: 'Jo', emailPrefix: 'agreement-jo' });
      const horseName = unique('Biscuit');
      const horseId = await addHorse(owner, horseName);
      const shareId = await runningShare(owner, ellie, horseId);

      // 1. The owner finds the agreement from the share's card and completes it.
      const fiona = await session.newPage({ width, height });
      await logIn(fiona, owner);
      const card = await inboxCard(fiona, 'Jo Rider');
      await card.getByText('Agreement: waiting for you to complete it').waitFor();
      await card.getByRole('link', { name: 'Read the agreement' }).click();
      await fiona.getByRole('heading', { level: 1, name: `Share agreement: ${horseName}` }).waitFor();
      const form = fiona.getByRole('form', { name: 'Your part of the agreement' });
      await form.getByLabel('Schooling').check();
      await form.getByLabel('Hacking', { exact: true }).check();
      await form.getByLabel('Longest ride').fill('Two hours');
      await form.getByLabel('Duties').fill('Muck out and fill the hay nets on your days.');
      await form.getByLabel('Vet').fill('Thirsk Equine Vets, 01845 000000');
      await form.getByLabel("Horse's passport number").fill('826002000123456');
      await form.getByLabel('Microchip number').fill('985141000123456');
      await form.getByLabel("Does the owner's insurance cover the named rider?").selectOption('yes');
      await checkPage(fiona, `agreement-${label}-1-complete`);
      await form.getByRole('button', { name: 'Save and accept' }).click();
      await fiona.getByText('Agreement: waiting for Jo to accept version 1').waitFor();
      await fiona.getByText('No money changes hands for riding').waitFor();

      // 2. The sharer reads it from My shares and accepts it.
      const jo = await session.newPage({ width, height });
      await logIn(jo, ellie);
      await jo.goto('/my-profile?section=requests');
      const share = jo.getByRole('list', { name: 'My shares' }).getByRole('article', { name: horseName });
      await share.getByText('Agreement: waiting for you to accept version 1').waitFor();
      await share.getByRole('link', { name: 'Read the agreement' }).click();
      await jo.getByRole('heading', { level: 1, name: `Share agreement: ${horseName}` }).waitFor();
      await jo.getByText('826002000123456').waitFor();
      await checkPage(jo, `agreement-${label}-2-sharer-reads`);
      await jo.getByRole('button', { name: 'Accept version 1' }).click();
      await jo.getByText(/^Agreement accepted by both \(version 1, \d{1,2} \w{3}\)$/).waitFor();

      // 3. She downloads the PDF: its text holds the horse, the days, both names and the no-money clause.
      const [download] = await Promise.all([
        jo.waitForEvent('download'),
        jo.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^agreement-Biscuit-.*-version-1\.pdf$/);
      const { text } = await pdfText(new Uint8Array(await readFile((await download.path())!)));
      for (const words of [horseName, 'Tue & Sat from', 'Fiona Owens', 'Jo Rider', NO_MONEY_CLAUSE])
        expect(text).toContain(words);
      expect(text).toMatch(/Jo Rider \(sharer\) accepted version 1 on/);

      // 4. The owner edits one line: version 2 lists what changed, and the share waits for Jo again.
      await fiona.goto(`/requests/${shareId}/agreement`);
      await fiona.getByText(/^Agreement accepted by both \(version 1, /).waitFor();
      await fiona.getByRole('button', { name: 'Edit the agreement' }).click();
      await form.getByLabel('Duties').fill('Muck out on your days.');
      await form.getByRole('button', { name: 'Save and accept' }).click();
      const changes = fiona.getByRole('region', { name: 'What changed in version 2' });
      await changes.getByText('Duties:').waitFor();
      await checkPage(fiona, `agreement-${label}-3-edited`);
      const after = await inboxCard(fiona, 'Jo Rider');
      await after.getByText('Agreement: waiting for Jo to accept version 2').waitFor();
      await checkPage(fiona, `agreement-${label}-4-inbox-waiting`);

      // 5. Jo reports it; an admin reads it, version 2 and who accepted it, from the Reports tab.
      await jo.goto(`/requests/${shareId}/agreement`);
      await jo.getByText('Agreement: waiting for you to accept version 2').waitFor();
      await jo.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = jo.getByRole('dialog', { name: 'Report this agreement' });
      await dialog.getByLabel('Reason').selectOption({ label: 'Asks for money' });
      await checkPage(jo, `agreement-${label}-5-report`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await jo.getByText('Thank you. Our team will review your report.').first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      const moderator = await session.newPage({ width, height });
      await adminSignIn(moderator);
      await moderator.getByRole('tab', { name: 'Reports' }).click();
      const reported = moderator.getByRole('tabpanel').getByRole('listitem').filter({ hasText: horseName });
      await reported.getByText('Asks for money').waitFor();
      await expect(reported.getByRole('button', { name: /^Hide/ }).count()).resolves.toBe(0);
      await checkPage(moderator, `agreement-${label}-6-reports-tab`);
      await reported.getByRole('link', { name: /^Read the agreement/ }).click();
      await moderator.getByRole('heading', { level: 1, name: `Share agreement: ${horseName}` }).waitFor();
      await moderator.getByText('Agreement: waiting for Jo to accept version 2').waitFor();
      await moderator.getByText('Jo Rider (sharer) has not yet accepted version 2.').waitFor();
      await moderator.getByText('826002000123456').waitFor();
      await checkPage(moderator, `agreement-${label}-7-admin-reads`);
      await moderator.getByRole('link', { name: 'Back to Reports' }).first().click();
      await moderator.getByRole('tab', { name: 'Audit Log' }).click();
      await moderator
        .getByText(/Read a reported agreement: report #\d+/)
        .first()
        .waitFor();
    }, 300_000);
  }
});
