import { describe, expect, inject, it } from 'vitest';
import { REFERENCE_MESSAGES } from '#contract/references.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { LIMITS_MESSAGES } from '#contract/rules/rider-limits.js';
import { useBrowser } from './support/browser.js';
import { e2eNow, e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import {
  addHorse,
  logIn,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';
import { linkIn, waitForMail } from './support/outbox.js';

/**
 * Issue 44, references from outside the site: a rider asks her riding instructor for a reference from My
 * Profile; the instructor answers from the mailed link with no account; the owner reads it, with the
 * rider's record and "Outside your limits", on the next request the rider sends. The rider alone reads
 * that the horse may not suit her.
 */
const session = useBrowser();

/** Calls the API as a member, as the browser would (same origin). */
async function api(member: Member, method: string, path: string, body: object): Promise<Response> {
  return fetch(`${session.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie, Origin: session.baseUrl },
    body: JSON.stringify(body),
  });
}

/** "Dec 2026": the month a reference given now shows, on London's calendar. */
function monthNow(): string {
  const [month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    month: 'short',
    year: 'numeric',
  })
    .format(e2eNow())
    .split(' ');
  return `${month?.slice(0, 3)} ${year}`;
}

describe('a reference from outside the site', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`asked from My Profile, answered from the mailed link, read by the owner on the next request, on a ${label}`, async () => {
      const owner = await registerOwner({ emailPrefix: 'refs-owner' });
      const ellie = await registerEnthusiast({ firstName: 'Ellie', emailPrefix: 'refs-ellie' });
      const horseName = unique('Biscuit');
      const horseId = await addHorse(owner, horseName);
      // The owner's limit for riders: up to 7-9st (Ellie's private band is 9-11st).
      const limited = await api(owner, 'PUT', `/api/horses/${horseId}`, { maxRiderWeight: '7-9st' });
      expect(limited.status, await limited.clone().text()).toBe(200);
      const instructor = `${unique('jo-instructor')}@example.org`;

      // 1. Ellie asks her riding instructor from My Profile.
      const ellies = await session.newPage({ width, height });
      await logIn(ellies, ellie);
      await ellies.getByRole('button', { name: 'Ask for a reference' }).click();
      const dialog = ellies.getByRole('dialog', { name: 'Ask for a reference' });
      await dialog.getByLabel('Their name').fill('Jo Marsh');
      await dialog.getByLabel('Their e-mail address').fill(instructor);
      await dialog.getByLabel('How they know you').selectOption('riding-instructor');
      await checkPage(ellies, `references-${label}-1-ask`);
      await dialog.getByRole('button', { name: 'Send the ask' }).click();
      await ellies.getByText(REFERENCE_MESSAGES.asked('Jo Marsh')).first().waitFor();
      await ellies.getByText(/waiting for an answer/).waitFor();
      await checkPage(ellies, `references-${label}-2-asked`);

      // 2. Jo opens the link from her mail, with no account, and answers.
      const mail = await waitForMail(instructor, /asks you for a riding reference/);
      const link = linkIn(mail, `${inject('baseUrl')}/reference/`);
      const jos = await session.newPage({ width, height });
      await jos.goto(link);
      await jos.getByRole('heading', { level: 1, name: `A reference for Ellie ${ellie.lastName}` }).waitFor();
      await jos.getByLabel('How do you know Ellie?').selectOption('riding-instructor');
      await jos.getByLabel('For how many years have you known Ellie?').fill('3');
      await jos.getByLabel('The level you have seen Ellie ride at').selectOption('intermediate');
      await jos.getByLabel('Would you trust Ellie with your own horse?').selectOption('yes');
      await jos
        .getByLabel('Anything owners should know (optional)')
        .fill('Quiet, kind hands; rides every week.');
      await checkPage(jos, `references-${label}-3-referee`);
      await jos.getByRole('button', { name: 'Send my reference' }).click();
      await jos.getByText(REFERENCE_MESSAGES.thanks).waitFor();
      await checkPage(jos, `references-${label}-4-referee-thanks`);
      // The link works once.
      await jos.goto(link);
      await jos.getByText(REFERENCE_MESSAGES.linkUsed).waitFor();

      // 3. Ellie reads on the horse's page, privately, that it may not suit her; then asks to visit.
      const line = `Jo, riding instructor, known 3 years, ${monthNow()}`;
      await ellies.goto(`/horse/${horseId}`);
      await ellies.getByText(LIMITS_MESSAGES.mayNotSuit).first().waitFor();
      const asked = await api(ellie, 'POST', '/api/requests', {
        horseId,
        service: 'exercising-riding',
        startDate: addDays(e2eToday(), 7),
        message: 'I would love to help with Biscuit.',
      });
      expect(asked.status, await asked.clone().text()).toBe(201);

      // 4. The owner reads who is asking on the request: the reference, and outside her limits.
      const harriet = await session.newPage({ width, height });
      await logIn(harriet, owner);
      await harriet.goto('/requests');
      const request = harriet.getByRole('listitem').filter({ hasText: `Ellie ${ellie.lastName}` });
      const about = request.getByRole('region', { name: 'About Ellie' });
      await about.getByText(`1 reference: ${line}`).waitFor();
      await about.getByText(LIMITS_MESSAGES.owner.outside).waitFor();
      await about.getByText('No visits due yet').waitFor();
      expect(await harriet.getByText('9-11st').count()).toBe(0);
      await checkPage(harriet, `references-${label}-5-owner-request`);

      // Her profile shows it too, by the referee's first name, never the address.
      await about.getByRole('link', { name: "Ellie's profile" }).click();
      await harriet.getByText(line).waitFor();
      await harriet
        .getByText('Has seen them ride at Intermediate level · Would trust them with their own horse')
        .waitFor();
      expect(await harriet.getByText(instructor).count()).toBe(0);
      await checkPage(harriet, `references-${label}-6-profile`);
    }, 240_000);
  }
});
