import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** The password of every member these helpers register. */
export const OWNER_PASSWORD = 'Bramble-Paddock-2024';

export function unique(kind: string): string {
  return `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** An owner registered through the API (single-page registration), living in York; cookie is their session. */
export async function registerOwner(
  baseUrl: string,
): Promise<{ email: string; firstName: string; cookie: string }> {
  const email = `${unique('horse-owner')}@example.org`;
  const firstName = 'Harriet';
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: OWNER_PASSWORD,
      firstName,
      lastName: 'Owens',
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
  return { email, firstName, cookie: cookie.join('; ') };
}

/** Signs in on /login with OWNER_PASSWORD and waits for My Profile. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/my-profile');
}

/** A small JPEG of one colour, as a file for an `<input type="file">`. */
export async function jpegFile(name: string, background = '#7a5230') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Fills the add-horse form's details (not photos or availability): a beginner-friendly Welsh Pony in York. */
export async function fillHorseDetails(page: Page, name: string): Promise<void> {
  await page.getByLabel(/^Horse name/).fill(name);
  await page.getByLabel(/^Breed/).selectOption('Welsh Pony');
  await page.getByLabel(/^Age/).fill('9');
  await page.getByLabel(/^Colour/).fill('Bay');
  await page.getByLabel(/^Height/).selectOption({ label: '13.3 - 14.2 hh' });
  await page.getByLabel(/^Experience level/).selectOption({ label: 'Beginner Friendly' });
  await page.getByLabel(/^Location/).fill('York');
  await page.getByLabel(/^Postcode/).fill('YO1 7HH');
  await page.getByLabel(/^Description/).fill('A kind pony who loves a quiet hack.');
  await page.getByLabel('General Care').check();
  await page.getByLabel('Exercising/Riding').check();
  await page.getByLabel('Calm').check();
}
