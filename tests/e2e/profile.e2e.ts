import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { hasFocus, tabTo } from './support/keyboard.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { saveScreenshot } from './support/screenshots.js';
import {
  addHorse,
  logIn as logInAt,
  PASSWORD,
  registerMember,
  unique,
  type Member,
  type MemberType,
} from './support/members.js';

const session = useBrowser();

/** Profile journeys name their members Olive and Rosa Tester. */
const register = (userType: MemberType) =>
  registerMember(userType, { firstName: userType === 'owner' ? 'Olive' : 'Rosa', lastName: 'Tester' });

/** Signs in and waits for My Profile's details. */
async function logIn(page: Page, member: Member): Promise<void> {
  await logInAt(page, member);
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
}

/**
 * Chromium logs every failed load as a console error. Forgiven on /my-profile only, with
 * `alsoBadRequest`: the 400 of the wrong password the test types on purpose.
 */
function forgiveExpectedFailures(alsoBadRequest = false) {
  if (!alsoBadRequest) return;
  const pattern = /my-profile: Failed to load resource: .*400/;
  const kept = session.consoleErrors.filter((line) => !pattern.test(line));
  session.consoleErrors.splice(0, session.consoleErrors.length, ...kept);
}

const NAME_BEING_CHECKED =
  "Your name is being checked against your ID, so it can't be changed until the check is done.";

/** Opens the edit form of a member whose ID check is pending: both names read-only, described by why. */
async function expectNameHeld(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  for (const label of [/^First name/, /^Last name/]) {
    const field = page.getByLabel(label);
    await expect.poll(() => field.getAttribute('readonly')).not.toBeNull();
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toContain(NAME_BEING_CHECKED);
  }
}

describe('My Profile', () => {
  it('an enthusiast adds a photo, edits details, and reaches Getting Started 3/3', async () => {
    const rider = await register('enthusiast');
    const page = await session.newPage();
    await logIn(page, rider);
    await page.getByText('0/3 (0%)').waitFor();
    await expectAccessible(page);

    // Photo: choose, preview in the dialog, upload.
    const file = path.join(tmpdir(), `${unique('photo')}.png`);
    await writeFile(
      file,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a5230' } })
        .png()
        .toBuffer(),
    );
    // The profile photo's picker (the verification card on the same page takes documents).
    await page.locator('input[type=file][accept="image/*"]').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Use this photo?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('1/3 (33%)').waitFor();
    await page.getByRole('button', { name: 'Delete photo' }).waitFor();

    // Details: edit mode, an inline error, then a save that returns to view mode.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel(/^Phone/).fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid UK phone number (e.g., 07700 900123)').waitFor();
    await expectAccessible(page);
    await page.getByLabel(/^Phone/).fill('07700 900123');
    await page.getByLabel(/^First name/).fill('Rosalind');
    await page.getByLabel(/^Bio/).fill('Weekend rider, happy to muck out.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 2, name: 'Rosalind Tester' }).waitFor();
    await page.getByText('Weekend rider, happy to muck out.').waitFor();

    // A verification document (the moderation branch adds its card), then browsing.
    const document = new FormData();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    document.append('verificationDocument', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const upload = await fetch(`${session.baseUrl}/api/users/${rider.id}/verification`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: session.baseUrl },
      body: document,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);

    // Listened for before the click: browse marks the member as soon as it opens.
    const markedBrowsed = page.waitForResponse((res) => res.url().includes('/mark-browsed'));
    await page.getByRole('link', { name: 'Browse Horses' }).first().click();
    await page.waitForURL((url) => url.pathname === '/browse');
    await page.getByRole('heading', { level: 1, name: 'Browse horses' }).waitFor();
    expect((await markedBrowsed).ok()).toBe(true);
    await page.goto('/my-profile');
    await page.getByText('3/3 (100%)').waitFor();
    await expectAccessible(page);

    // The document is waiting for review: the name it will be compared with stays, and the form says why.
    await expectNameHeld(page);
    await expectAccessible(page);

    const phone = await session.newPage({ width: 360, height: 800 });
    await logIn(phone, rider);
    await expectFitsPhoneWidth(phone);
    await expectNameHeld(phone);
    await expectFitsPhoneWidth(phone);
    forgiveExpectedFailures();
  });

  it('an owner deletes their account and their horse leaves browse', async () => {
    const owner = await register('owner');
    const name = unique('Bramble');
    await addHorse(owner, name);
    const otherName = unique('Keeper');
    await addHorse(await register('owner'), otherName);

    const visitor = await session.newPage();
    await visitor.goto('/browse');
    await visitor.getByText(name).first().waitFor();

    const page = await session.newPage();
    await logIn(page, owner);
    await page.getByText(name).first().waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('What stays').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(/Your password/).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right. Your account has not been deleted.').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(/Your password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account has been deleted').first().waitFor();

    // The visitor opens browse again (drawn by the server for a visitor, or fetched by the page): the
    // other owner's horse is listed, hers is not.
    await visitor.goto('/browse');
    await visitor.getByRole('heading', { level: 1, name: 'Browse horses' }).waitFor();
    await visitor.getByText(otherName).first().waitFor();
    expect(await visitor.getByText(name).count()).toBe(0);

    // Signed out now: /my-profile sends the browser to /login.
    await page.goto('/my-profile');
    await page.waitForURL((url) => url.pathname === '/login');
    forgiveExpectedFailures(true);
  });

  it('My Profile has sections the keyboard reaches and the address keeps (issue 32)', async () => {
    const owner = await register('owner');
    await addHorse(owner, unique('Sections'));
    for (const size of [
      { width: 360, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      const page = await session.newPage(size);
      await logIn(page, owner);
      const index = page.getByRole('navigation', { name: 'Sections of My Profile' });
      // One Add a Horse, in My Horses (there were two, one above the other on a phone).
      expect(await page.getByRole('link', { name: 'Add a Horse' }).count()).toBe(1);
      await tabTo(page, index.getByRole('link', { name: 'Horses' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('section') === 'horses');
      const horses = page.getByRole('heading', { level: 2, name: 'Horses', exact: true });
      await expect.poll(() => hasFocus(horses)).toBe(true);
      // The keyboard goes on from the section: the next stop is in it.
      await tabTo(page, page.getByRole('link', { name: 'Add a Horse' }), { max: 3 });
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, 'my-profile-sections');

      // A reload (or a shared link) opens at the same section.
      await page.reload();
      await expect.poll(() => hasFocus(horses)).toBe(true);
      await tabTo(page, index.getByRole('link', { name: 'Membership' }), { backwards: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('section') === 'membership');
      // The subscriptions card lines up with the cards around it.
      const [card, details] = await Promise.all([
        page
          .getByRole('heading', { name: 'Subscriptions and donations' })
          .locator('xpath=ancestor::*[contains(@class,"rounded")][1]')
          .boundingBox(),
        page
          .getByRole('heading', { name: 'Your details' })
          .locator('xpath=ancestor::*[contains(@class,"rounded")][1]')
          .boundingBox(),
      ]);
      expect(card?.x).toBe(details?.x);
      expect(card?.width).toBe(details?.width);
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, 'my-profile-membership');
      await page.close();
    }
  });

  it('the experience a member chooses is on their public profile, unless they hide it (issue 32)', async () => {
    const rider = await register('enthusiast');
    const page = await session.newPage();
    await logIn(page, rider);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel(/^Experience with horses/).selectOption({ label: 'Intermediate' });
    expect(await page.getByLabel('Show my experience on my public profile').isChecked()).toBe(true);
    // The choice of what to show, at both widths.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel('Show my experience on my public profile').scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, 'my-profile-experience-choice');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Experience: Intermediate (shown on your public profile)').waitFor();

    for (const size of [
      { width: 360, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      const visitor = await session.newPage(size);
      await visitor.goto(`/user/${rider.id}`);
      const card = visitor.getByRole('heading', { name: 'Experience & Preferences' });
      await card.waitFor();
      await visitor.getByText('Intermediate', { exact: true }).waitFor();
      await expectAccessible(visitor);
      await expectFitsPhoneWidth(visitor);
      await saveScreenshot(visitor, 'public-profile-experience');
      await visitor.close();
    }

    // Hidden: the profile says nothing of it, as for a member who gave none.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Show my experience on my public profile').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Experience: Intermediate (only you see it)').waitFor();
    const visitor = await session.newPage();
    await visitor.goto(`/user/${rider.id}`);
    await visitor.getByRole('heading', { name: 'Experience & Preferences' }).waitFor();
    expect(await visitor.getByText('Intermediate', { exact: true }).count()).toBe(0);
    await visitor.getByText('Not specified').first().waitFor();
  });
});

describe('My Profile in an order a member can find their way in (issue 46)', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`on a ${label}: what is still to do comes first, and the settings fold away on a phone`, async () => {
      const owner = await register('owner');
      const page = await session.newPage({ width, height });
      await logIn(page, owner);
      const todo = page.getByRole('heading', { name: 'To do first' });
      await todo.waitFor();
      const index = page.getByRole('navigation', { name: 'Sections of My Profile' });
      // Above the sections' index, with where to do each step.
      const [todoBox, indexBox] = await Promise.all([todo.boundingBox(), index.boundingBox()]);
      expect(todoBox!.y).toBeLessThan(indexBox!.y);
      expect(await page.getByRole('link', { name: 'List your first horse' }).getAttribute('href')).toBe(
        '/add-horse',
      );

      const account = page.getByRole('button', { name: 'Account', exact: true });
      const phone = width < 640;
      expect(await account.getAttribute('aria-expanded')).toBe(phone ? 'false' : 'true');
      expect(await page.getByRole('heading', { name: 'Blocked members' }).isVisible()).toBe(!phone);
      await checkPage(page, `my-profile-order-${label}`);

      // Folded or not, the index leads there and unfolds it; the heading's button folds it again.
      await index.getByRole('link', { name: 'Account' }).click();
      await page.getByRole('heading', { name: 'Blocked members' }).waitFor();
      expect(await account.getAttribute('aria-expanded')).toBe('true');
      await account.click();
      await page.getByRole('heading', { name: 'Blocked members' }).waitFor({ state: 'hidden' });
      expect(await account.getAttribute('aria-expanded')).toBe('false');
    });
  }
});
