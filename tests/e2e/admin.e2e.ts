import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import {
  addHorse,
  adminSignIn,
  logIn,
  registerOwner,
  unique,
  uploadHorsePhoto,
  type Member,
} from './support/members.js';

const session = useBrowser();
const admin = inject('admin');
/** The owner whose name the ID review shows. */
const ID_OWNER = { firstName: 'Olive', lastName: 'Stables', emailPrefix: 'admin-e2e-owner' };

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** The owner uploads a photo and lists a horse with it, the way the add form does. */
async function listHorseWithPhoto(owner: Member, name: string): Promise<number> {
  const imageUrl = await uploadHorsePhoto(owner, await picture('#7a5230'));
  return addHorse(owner, name, { images: [imageUrl] });
}

async function openTab(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
}

describe('admin', () => {
  it('an admin approves a new photo and visitors then see it on the card and the horse page', async () => {
    const owner = await registerOwner(ID_OWNER);
    const name = unique('Hazel');
    const id = await listHorseWithPhoto(owner, name);

    const visitor = await session.newPage();
    await visitor.goto(`/horse/${id}`);
    await visitor.getByText('Pending Approval', { exact: true }).waitFor();

    const page = await session.newPage();
    // A wrong password first: the server's message, on an accessible page.
    await page.goto('/admin');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await expectAccessible(page);

    await adminSignIn(page);
    await page.getByRole('img', { name: 'Visits and registrations over the last 30 days' }).waitFor();
    await expectAccessible(page);

    // Other tests may have photos waiting too: open this horse's.
    const ours = `Photo 1 of ${name}, awaiting review`;
    if ((await page.getByRole('img', { name: ours }).count()) === 0) {
      await page.getByRole('button', { name: `Open Photo 1 of ${name}` }).click();
    }
    await page.getByRole('img', { name: ours }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Photo approved').first().waitFor();
    await expectAccessible(page);

    await openTab(page, 'Audit Log');
    // Exact: an entry's row runs on into its date ("#1" + "23 Nov" reads "#123 Nov"), so a pattern for
    // horse #12 would also find another horse's row.
    await page
      .getByText(`${admin.username} Approved a photo: photo 1 of horse #${id}`, { exact: true })
      .waitFor();
    await expectAccessible(page);

    // The visitor sees the photo on the horse page and on its card.
    await visitor.goto(`/horse/${id}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.locator('main img').first().waitFor();
    expect(await visitor.getByText('Pending Approval', { exact: true }).count()).toBe(0);
    await visitor.goto('/browse');
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('link', { name, exact: true }) });
    await card.waitFor();
    await card.locator('img').waitFor();
    const loaded = await card
      .locator('img')
      .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  it('a member sends an ID document; the admin views it and verifies them; the badge follows', async () => {
    const owner = await registerOwner(ID_OWNER);
    const member = await session.newPage();
    await logIn(member, owner);
    await member.getByText('Unverified').waitFor();
    await member
      .getByLabel('Verification document')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await picture('#dddddd') });
    await member.getByRole('button', { name: 'Upload Document' }).click();
    await member.getByText('Verification document uploaded').first().waitFor();
    await member.getByText('Pending Verification').waitFor();
    await expectAccessible(member);

    const page = await session.newPage();
    await adminSignIn(page);
    await openTab(page, /ID Verifications/);
    const entry = page.getByRole('listitem').filter({ hasText: owner.email });
    await entry.getByRole('button', { name: 'View document' }).click();
    await entry.getByRole('img', { name: 'Verification document of Olive Stables' }).waitFor();
    await expectAccessible(page);
    await entry.getByRole('button', { name: 'Verify Olive Stables' }).click();
    await page.getByText('Member verified').first().waitFor();

    await openTab(page, 'Users');
    await page.getByLabel('Search by name or email').fill(owner.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 members match').waitFor();
    await page.getByRole('listitem').filter({ hasText: owner.email }).getByText('Verified').waitFor();
    await expectAccessible(page);

    await member.reload();
    await member.getByRole('heading', { name: 'Verification' }).waitFor();
    await member.getByText('Verified').first().waitFor();
  });

  it('sends a visitor without an admin session from the dashboard to /admin, and signs out', async () => {
    const visitor = await session.newPage();
    await visitor.goto('/admin/dashboard');
    await visitor.waitForURL((url) => url.pathname === '/admin');

    const page = await session.newPage();
    await adminSignIn(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('fits a 360 px phone on the admin login and every dashboard tab', async () => {
    const phone = await session.newPage({ width: 360, height: 740 });
    await phone.goto('/admin');
    await phone.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectFitsPhoneWidth(phone);
    await adminSignIn(phone);
    await expectFitsPhoneWidth(phone);
    for (const tab of [/ID Verifications/, 'Users', 'Audit Log']) {
      await openTab(phone, tab);
      await expectFitsPhoneWidth(phone);
      await expectAccessible(phone);
    }
  });
});
