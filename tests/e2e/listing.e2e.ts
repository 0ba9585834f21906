import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { fillHorseDetails, jpegFile } from './support/horse-form.js';
import { logInAfterRegistering, PASSWORD, registerMember, signedInPage, unique } from './support/members.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();

const VIEWPORTS = [
  { device: 'phone', width: 360, height: 780 },
  { device: 'laptop', width: 1280, height: 900 },
] as const;

const PHOTOS_PENDING = 'Your photos are being checked; your listing is live without them until then.';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Whether the stored photo at `url` is the grey one (its channels are equal), seen with the owner's cookie. */
async function isGrey(page: Page, url: string): Promise<boolean> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const { channels } = await sharp(await res.body()).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  return Math.abs((r ?? 0) - (g ?? 0)) < 8 && Math.abs((g ?? 0) - (b ?? 0)) < 8;
}

/** What the disabled 'Complete Registration' button says is missing (its accessible description). */
async function stillNeeded(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: 'Complete Registration' });
  expect(await button.isDisabled()).toBe(true);
  const describedBy = (await button.getAttribute('aria-describedby')) ?? '';
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

/** An owner joins through the three-step wizard, logs in after it and lands on the welcome page. */
async function joinAsOwner(page: Page, device: string): Promise<void> {
  await page.goto('/register/step1?type=owner');
  await page.getByLabel('I need help looking after my horse').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/register/step2');
  await page.getByLabel(/^First name/).fill('Harriet');
  await page.getByLabel(/^Last name/).fill('Owens');
  const email = `${unique('wizard-owner')}@example.org`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.pathname === '/register/step3');
  await page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }).waitFor();
  const steps = page.getByRole('list', { name: 'Registration progress' }).getByRole('listitem');
  expect(await steps.allTextContents()).toEqual([
    'Step 1, completed',
    'Step 2, completed',
    '3Step 3, current',
  ]);
  await page.getByLabel(/^Town\/City/).fill('York');
  expect(await stillNeeded(page)).toMatch(/^Still needed: your postcode, a password, /);
  await page.getByLabel(/^Postcode/).fill('YO1 7HH');
  if (device === 'laptop') {
    // Side by side, the two boxes line up.
    const town = await boxOf(page.getByLabel(/^Town\/City/));
    const postcode = await boxOf(page.getByLabel(/^Postcode/));
    expect(Math.abs(town.y - postcode.y)).toBeLessThan(1);
  }
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/I confirm that I am 18 or over/).check();
  expect(await stillNeeded(page)).toBe('Still needed: accepting the Terms of Service.');
  await page.getByLabel(/I accept the/).check();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await saveScreenshot(page, `register-step3-${device}`);
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  // Registering signs nobody in: she logs in from the page that asks her to check her e-mail.
  await logInAfterRegistering(page, email);
  await page.waitForURL((url) => url.pathname === '/registration-complete');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Stablemates, Harriet!' }).waitFor();
  // One top bar: the site's own navigation, no second bar inside the page.
  expect(await page.locator('main nav').count()).toBe(0);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await saveScreenshot(page, `registration-complete-${device}`);
}

describe('listing a horse', () => {
  it.each(VIEWPORTS)(
    'an owner joins, then lists a horse with two photos, choosing the cover (a button on a phone, dragging on a laptop), on a $device',
    async ({ device, width, height }) => {
      const page = await session.newPage({ width, height });
      await joinAsOwner(page, device);
      await page.getByRole('link', { name: 'Add Your First Horse' }).click();
      await page.getByRole('heading', { level: 1, name: 'Add a horse' }).waitFor();
      // Photos are the first thing asked for.
      expect(await page.locator('form h2').first().textContent()).toBe('Photos');

      await page
        .getByLabel('Add photos')
        .setInputFiles([await jpegFile('chestnut.jpg', '#7a5230'), await jpegFile('grey.jpg', '#9a9a9a')]);
      const photos = page.getByRole('list', { name: 'Photos to upload' });
      await photos.getByText('Cover photo').waitFor();
      // The remove button sits beside the thumbnail, not on it.
      const thumbnail = await boxOf(page.getByRole('img', { name: 'New photo 1: chestnut.jpg' }));
      const remove = await boxOf(page.getByRole('button', { name: 'Remove photo 1' }));
      const overlaps =
        remove.x < thumbnail.x + thumbnail.width &&
        thumbnail.x < remove.x + remove.width &&
        remove.y < thumbnail.y + thumbnail.height &&
        thumbnail.y < remove.y + remove.height;
      expect(overlaps).toBe(false);

      if (device === 'phone') {
        // The grey photo becomes the cover from the keyboard (or a tap).
        await page.getByRole('button', { name: 'Make photo 2 the cover' }).focus();
        await page.keyboard.press('Enter');
      } else {
        // The grey photo is dragged to the front.
        await photos.getByRole('listitem').nth(1).dragTo(photos.getByRole('listitem').first());
      }
      await page.getByRole('img', { name: 'New photo 1: grey.jpg' }).waitFor();
      await page.getByRole('img', { name: 'New photo 2: chestnut.jpg' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'grey.jpg is now the cover photo.' }).waitFor();

      const name = unique('Bramble');
      await fillHorseDetails(page, name);
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, `add-horse-${device}`);

      const created = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/horses' && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Add Horse' }).click();
      const reply = await created;
      expect(reply.status()).toBe(201);
      const horse = (await reply.json()) as { images: string[]; imageApprovalStatus: string[] };
      expect(horse.imageApprovalStatus).toEqual(['pending', 'pending']);
      expect(await isGrey(page, horse.images[0] ?? '')).toBe(true);
      expect(await isGrey(page, horse.images[1] ?? '')).toBe(false);

      // My Profile says where the new listing stands.
      await page.waitForURL((url) => url.pathname === '/my-profile');
      await page.getByRole('heading', { name: 'My Horses' }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .getByText(PHOTOS_PENDING)
        .waitFor();
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, `horse-listed-${device}`);
    },
  );

  it.each(VIEWPORTS)(
    'Make cover from the keyboard keeps the focus on the moved photo and says so, on a $device',
    async ({ device, width, height }) => {
      const owner = await registerMember('owner', { firstName: 'Olive' });
      const page = await signedInPage(session, owner, { width, height });
      await page.goto('/add-horse');
      await page.getByRole('heading', { level: 1, name: 'Add a horse' }).waitFor();
      await page
        .getByLabel('Add photos')
        .setInputFiles([
          await jpegFile('chestnut.jpg', '#7a5230'),
          await jpegFile('grey.jpg', '#9a9a9a'),
          await jpegFile('bay.jpg', '#5a3a20'),
        ]);
      await page.getByRole('img', { name: 'New photo 3: bay.jpg' }).waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? 'body');

      // Tab from photo 2's Remove to photo 3's Make cover, as a keyboard would, and press Enter.
      await page.getByRole('button', { name: 'Remove photo 2' }).focus();
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Make photo 3 the cover');
      await page.keyboard.press('Enter');
      await page.getByRole('img', { name: 'New photo 1: bay.jpg' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'bay.jpg is now the cover photo.' }).waitFor();
      // The focus stays with the bay photo (its next control), not dropped to <body>.
      expect(await focused()).toBe('Move photo 1 later');
      await expectAccessible(page);
      await saveScreenshot(page, `make-cover-keyboard-${device}`);

      // And the keyboard goes on from there.
      await page.keyboard.press('Enter');
      await page.getByRole('img', { name: 'New photo 2: bay.jpg' }).waitFor();
      expect(await focused()).toBe('Move photo 2 later');
    },
  );

  it.each(VIEWPORTS)(
    'the 404 page is calm and offers a way on, on a $device',
    async ({ device, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await page.getByText(/We could not find that page\./).waitFor();
      expect(await page.getByText(/router/).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Browse horses' }).last().getAttribute('href')).toBe(
        '/browse',
      );
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, `not-found-${device}`);
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    },
  );
});
