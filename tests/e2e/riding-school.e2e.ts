import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { longDay } from '#contract/rules/riding-school.js';
import { useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { addHorse, adminSignIn, logIn, registerOwner, unique, type Member } from './support/members.js';
import { subscribeThroughStripe as makePremium } from './support/stripe-webhook.js';

/**
 * Issue 43, point 5 (decision 0054): an owner says they are a riding school, sends the insurance
 * certificate and its expiry date; their horse is out of browse until a moderator checks the business;
 * once verified (and on Premium) the horse is in browse with the "Verified riding school" badge.
 */
const session = useBrowser();

/** The smallest well-formed PDF: a certificate as an insurer's portal might send it. */
const CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The owner's horses as a visitor's browse asks for them. */
async function listedHorseIds(owner: Member): Promise<number[]> {
  const res = await fetch(`${session.baseUrl}/api/horses?ownerId=${owner.id}`);
  return ((await res.json()) as { id: number }[]).map((horse) => horse.id);
}

function cardOf(page: Page, horseName: string) {
  return page.locator('div.overflow-hidden', {
    has: page.getByRole('link', { name: horseName, exact: true }),
  });
}

describe('riding schools', () => {
  for (const viewport of JOURNEY_VIEWPORTS) {
    it(`a riding school is listed with its badge once checked (${viewport.label})`, async () => {
      const size = { width: viewport.width, height: viewport.height };
      const owner = await registerOwner({ firstName: 'Rosa', lastName: 'Stables', emailPrefix: 'school' });
      await makePremium(owner);
      const horseName = unique('Dobbin');
      const horseId = await addHorse(owner, horseName);
      const business = unique('Hill Farm Riding School');
      expect(await listedHorseIds(owner)).toEqual([horseId]);

      // The owner says they are a riding school, then sends the certificate and its expiry date.
      const page = await session.newPage(size);
      await logIn(page, owner);
      const card = page.getByRole('heading', { name: 'Riding school or equestrian centre' });
      await card.waitFor();
      await page.getByLabel('Business name').fill(business);
      await page.getByRole('button', { name: 'We are a riding school' }).click();
      await page.getByText('Certificate needed', { exact: true }).waitFor();
      expect(await listedHorseIds(owner)).toEqual([]);

      const expiresOn = addDays(e2eToday(), 200);
      await page.getByLabel('Insurance expiry date').fill(expiresOn);
      await page
        .getByLabel('Insurance certificate', { exact: true })
        .setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE });
      await page.getByRole('button', { name: 'Send the certificate' }).click();
      await page.getByText('Waiting for check', { exact: true }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await checkPage(page, `riding-school-waiting-${viewport.label}`);
      expect(await listedHorseIds(owner)).toEqual([]);
      // Not listed, so not found by its address either, as a hidden horse (decision 0054).
      const early = await session.newPage(size);
      await early.goto(`/horse/${horseId}`);
      await early.getByRole('heading', { level: 1, name: 'Horse not found' }).waitFor();
      const refused = (error: string) => error.includes(`/horse/${horseId}`) && /status of 404/.test(error);
      session.consoleErrors.splice(0, Infinity, ...session.consoleErrors.filter((error) => !refused(error)));

      // A moderator looks at the certificate and verifies the business.
      const admin = await session.newPage(size);
      await adminSignIn(admin);
      await admin.getByRole('tab', { name: /Riding Schools/ }).click();
      const entry = admin
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { level: 3, name: business }) });
      await entry.getByText(longDay(expiresOn)).waitFor();
      await entry.getByRole('button', { name: 'View certificate' }).click();
      await entry.getByText('This document is a PDF').waitFor();
      await checkPage(admin, `riding-school-check-${viewport.label}`);
      await admin.getByRole('button', { name: `Verify ${business}` }).click();
      await admin.getByText('Riding school verified').first().waitFor();

      // Listed again, with the badge, in browse and on the horse's page.
      expect(await listedHorseIds(owner)).toEqual([horseId]);
      const visitor = await session.newPage(size);
      await expect
        .poll(
          async () => {
            await visitor.goto('/browse');
            await visitor.getByRole('link', { name: horseName, exact: true }).waitFor();
            return cardOf(visitor, horseName).getByText('Verified riding school').count();
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toBe(1);
      await checkPage(visitor, `riding-school-browse-${viewport.label}`);
      await visitor.goto(`/horse/${horseId}`);
      await visitor
        .getByRole('complementary', { name: 'Owner and contact' })
        .getByText('Verified riding school')
        .waitFor();
      await checkPage(visitor, `riding-school-horse-${viewport.label}`);

      // The owner reads that the check is done and their horses are listed.
      await page.reload();
      await page.getByText('Your horses are listed', { exact: true }).waitFor();
    });
  }
});
