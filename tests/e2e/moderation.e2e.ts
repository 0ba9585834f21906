import { describe, expect, it } from 'vitest';
import { LISTING_HIDE_REASONS, hiddenByModeratorsLine } from '#contract/listing-moderation.js';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { addHorse, adminSignIn, logIn, registerMember, unique, type Member } from './support/members.js';
import { waitForMail } from './support/outbox.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();

async function api(member: Member, method: string, path: string, body?: object) {
  const res = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: { Cookie: member.cookie, Origin: session.baseUrl, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as unknown;
}

const publicStatus = async (horseId: number) =>
  (await fetch(`${session.baseUrl}/api/horses/${horseId}`)).status;

/** A horse's moderation, end to end (issue 46, decision 0058). */
describe('a moderator hides a listing and shows it again', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: hidden from a report with a reason, undone (the report open again), hidden again from the owner’s listings; the owner sees why and is told; then Unhide',
    async ({ label, width, height }) => {
      const owner = await registerMember('owner', { firstName: 'Fiona' });
      const rider = await registerMember('enthusiast', { firstName: 'Ella' });
      const name = unique('Bramble')
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .trim();
      const horseId = await addHorse(owner, name);
      const { id: reportId } = (await api(rider, 'POST', '/api/reports', {
        targetType: 'horse',
        targetId: horseId,
        reason: 'fake-profile',
        detail: 'The description gives a phone number.',
      })) as { id: number };
      const reason = LISTING_HIDE_REASONS['contact-details'];
      const note = 'Your phone number is in the description.';

      // The report links to the horse and to both members.
      const admin = await session.newPage({ width, height });
      await adminSignIn(admin);
      await admin.getByRole('tab', { name: 'Reports' }).click();
      const card = admin.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
      const horseLink = card.getByRole('link', { name });
      await horseLink.waitFor();
      expect(await horseLink.getAttribute('href')).toBe(`/horse/${horseId}`);
      expect(await card.getByRole('link', { name: 'Ella Rider' }).getAttribute('href')).toContain(
        `user=${rider.id}`,
      );
      const ownerLink = card.getByRole('link', { name: 'Fiona Owens' });
      expect(await ownerLink.getAttribute('href')).toContain(`user=${owner.id}`);
      await checkPage(admin, `moderation-${label}-1-report`);

      // Hide asks for a reason, and takes a note for the owner.
      await card.getByRole('button', { name: /Hide the reported horse listing/ }).click();
      const dialog = admin.getByRole('dialog', { name: `Hide the listing of ${name}?` });
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await dialog.getByText('Please choose why the listing is hidden').waitFor();
      await dialog.getByLabel('Reason').selectOption({ label: reason.label });
      await dialog.getByLabel('Note for the owner (optional)').fill(note);
      await checkPage(admin, `moderation-${label}-2-hide-dialog`);
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await publicStatus(horseId)).toBe(404);

      // A minute to undo: the Undo button takes the focus, and the listing is back at once.
      const undo = admin.getByRole('button', { name: `Undo hiding ${name}` });
      await undo.waitFor();
      await admin
        .getByRole('status')
        .filter({ hasText: `${name} is hidden: its owner is told in` })
        .waitFor({ state: 'attached' });
      await checkPage(admin, `moderation-${label}-3-undo`);
      await undo.click();
      await admin.getByText('Hiding undone').first().waitFor();
      expect(await publicStatus(horseId)).toBe(200);

      // The undo gives the report back: open again in the Reports tab, without a reload, to be decided.
      await admin.getByText('the report its hiding closed is open again', { exact: false }).first().waitFor();
      await card.getByRole('button', { name: `Dismiss report #${reportId}` }).waitFor();
      // Its owner's name leads to their listings.
      await ownerLink.click();
      await admin.getByText('Showing one member.').waitFor();
      await admin.getByRole('button', { name: 'View the listings of Fiona Owens' }).click();
      await admin.getByRole('button', { name: `Hide the listing of ${name}` }).click();
      await dialog.getByLabel('Reason').selectOption({ label: reason.label });
      await dialog.getByLabel('Note for the owner (optional)').fill(note);
      await dialog.getByRole('button', { name: 'Hide listing' }).click();
      await dialog.waitFor({ state: 'detached' });
      await admin.getByText(`Hidden by the moderators on`, { exact: false }).waitFor();
      await checkPage(admin, `moderation-${label}-4-listings`);

      // The owner still has the horse in My Horses, with why and what to do.
      const fiona = await session.newPage({ width, height });
      await logIn(fiona, owner);
      await fiona.goto('/my-profile?section=horses');
      const hidden = fiona.getByRole('note', { name: `${name} is hidden` });
      await hidden.waitFor();
      expect(await hidden.textContent()).toContain(hiddenByModeratorsLine('contact-details'));
      expect(await hidden.textContent()).toContain(`Our moderator added: ${note}`);
      await checkPage(fiona, `moderation-${label}-5-my-horses`);

      // Once the undo time is up (20 s in the journeys; the minute job looks every two seconds), the bell
      // and an e-mail tell her, of this hide only: the one undone is never told (one notice, not two).
      const headline = `Our moderators have hidden your listing of ${name}`;
      const mail = await waitForMail(owner.email, new RegExp(headline), 90_000);
      expect(mail.text).toContain(`Why: ${reason.label}.`);
      expect(mail.text).toContain(`What to do: ${reason.whatToDo}`);
      const bell = fiona.getByRole('button', { name: /^Notices, \d+ unread$/ });
      await bell.waitFor({ timeout: 30_000 });
      await bell.click();
      const notice = fiona.getByRole('region', { name: 'Notices' }).getByRole('link', {
        name: new RegExp(`${headline}: ${reason.label}`),
      });
      await notice.waitFor();
      // The open panel lies over the page: axe looks within it, as the notices journey does.
      await expectAccessible(fiona, { within: '#notices-panel' });
      await expectFitsPhoneWidth(fiona);
      await saveScreenshot(fiona, `moderation-${label}-6-notice`);

      // The admin shows it again; the audit log has each step, with the reason.
      await admin.getByRole('button', { name: `Unhide the listing of ${name}` }).click();
      const unhide = admin.getByRole('dialog', { name: `Show the listing of ${name} again?` });
      await unhide.getByLabel('Note for the audit log (optional)').fill('Number removed.');
      await unhide.getByRole('button', { name: 'Unhide listing' }).click();
      await admin.getByText('Listing shown again').first().waitFor();
      expect(await publicStatus(horseId)).toBe(200);
      // The report the second hide settled stays settled: Unhide is a decision of its own, not an undo.
      await admin.getByRole('tab', { name: 'Reports' }).click();
      await admin.getByRole('button', { name: 'Reviewed' }).click();
      await card.getByText('Hidden, since shown again').waitFor();
      await admin.getByRole('tab', { name: 'Audit Log' }).click();
      const log = admin.getByRole('tabpanel');
      await log.getByText(`Showed a listing again: ${name} of Fiona Owens`).first().waitFor();
      await log.getByText(`Hid a listing: ${name} of Fiona Owens`).first().waitFor();
      await log.getByText(`Undid hiding a listing: ${name} of Fiona Owens`).first().waitFor();
      await log.getByText(`Reason: ${reason.label} (“${note}”)`).first().waitFor();
      await checkPage(admin, `moderation-${label}-7-audit-log`);

      await waitForMail(owner.email, new RegExp(`shown your listing of ${name} again`), 30_000);
      await fiona.reload();
      await fiona.getByRole('link', { name }).first().waitFor();
      expect(await fiona.getByRole('note', { name: `${name} is hidden` }).count()).toBe(0);
      await admin.close();
      await fiona.close();
    },
    240_000,
  );
});
