import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { fillHorseDetails, jpegFile, logIn, registerOwner, unique } from './support/owners.js';
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

describe('listing a horse', () => {
  it.each(VIEWPORTS)(
    'an owner lists a horse with two photos, choosing the cover, on a $device',
    async ({ device, width, height }) => {
      const owner = await registerOwner(session.baseUrl);
      const page = await session.newPage({ width, height });
      await logIn(page, owner.email);
      await page.goto('/add-horse');
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

      // The grey photo becomes the cover from the keyboard.
      await page.getByRole('button', { name: 'Make photo 2 the cover' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('img', { name: 'New photo 1: grey.jpg' }).waitFor();
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

  it('reorders photos by dragging on a laptop', async () => {
    const owner = await registerOwner(session.baseUrl);
    const page = await session.newPage();
    await logIn(page, owner.email);
    await page.goto('/add-horse');
    await page
      .getByLabel('Add photos')
      .setInputFiles([await jpegFile('first.jpg'), await jpegFile('second.jpg', '#445566')]);
    const photos = page.getByRole('list', { name: 'Photos to upload' });
    await photos.getByRole('listitem').nth(1).dragTo(photos.getByRole('listitem').first());
    await page.getByRole('img', { name: 'New photo 1: second.jpg' }).waitFor();
    await page.getByRole('img', { name: 'New photo 2: first.jpg' }).waitFor();
  });

  it.each(VIEWPORTS)(
    'the 404 page is calm and offers a way on, on a $device',
    async ({ device, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await page.getByText('Did you forget to add the page to the router?').waitFor();
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
