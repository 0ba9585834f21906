import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { adminSignIn } from './support/members.js';

const session = useBrowser();
const admin = inject('admin');
const PASSWORD = 'Bramble-Paddock-2024';

function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** An owner registered through the API; cookie is their session. */
async function registerOwner(): Promise<{ email: string; cookie: string }> {
  const email = `${unique('admin-e2e-owner')}@example.org`;
  const res = await fetch(`${session.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Olive',
      lastName: 'Stables',
      location: 'York',
      postcode: 'YO1 7HH',
      userType: 'owner',
      interests: ['help-looking-after'],
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const cookie = res.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  return { email, cookie: cookie.join('; ') };
}

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** The owner uploads a photo and lists a horse with it, the way the add form does. */
async function listHorseWithPhoto(owner: { cookie: string }, name: string): Promise<number> {
  const form = new FormData();
  form.append('horseImage', new Blob([await picture('#7a5230')], { type: 'image/png' }), 'horse.png');
  const upload = await fetch(`${session.baseUrl}/api/horses/upload-image`, {
    method: 'POST',
    headers: { Cookie: owner.cookie, Origin: session.baseUrl },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBeLessThan(300);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const res = await fetch(`${session.baseUrl}/api/horses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: owner.cookie, Origin: session.baseUrl },
    body: JSON.stringify({
      name,
      breed: 'Welsh Pony',
      height: '13.3-14.2hh',
      location: 'York',
      services: ['general-care'],
      experienceLevel: 'beginner',
      images: [imageUrl],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openTab(page: Page, name: RegExp | string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
}

describe('admin', () => {
  it('an admin approves a new photo and visitors then see it on the card and the horse page', async () => {
    const owner = await registerOwner();
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
    await page.getByText(new RegExp(`${admin.username} Approved a photo: photo 1 of horse #${id}`)).waitFor();
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
    const owner = await registerOwner();
    const member = await session.newPage();
    await member.goto('/login');
    await member.getByLabel('Email').fill(owner.email);
    await member.getByLabel('Password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Log In' }).click();
    await member.waitForURL((url) => url.pathname === '/my-profile');
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
