import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A small JPEG of one colour, as a file for an `<input type="file">`. */
export async function jpegFile(name: string, background = '#7a5230') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Fills the add-horse form's details (not photos or availability): a beginner-friendly Welsh Pony, in York
 * unless a journey places it somewhere of its own.
 */
export async function fillHorseDetails(
  page: Page,
  name: string,
  place: { location: string; postcode: string } = { location: 'York', postcode: 'YO1 7HH' },
): Promise<void> {
  await page.getByLabel(/^Horse name/).fill(name);
  await page.getByLabel(/^Breed/).selectOption('Welsh Pony');
  await page.getByLabel(/^Age/).fill('9');
  await page.getByLabel(/^Colour/).fill('Bay');
  await page.getByLabel(/^Height/).selectOption({ label: '13.3 - 14.2 hh' });
  await page.getByLabel(/^Experience level/).selectOption({ label: 'Beginner Friendly' });
  await page.getByLabel(/^Location/).fill(place.location);
  await page.getByLabel(/^Postcode/).fill(place.postcode);
  await page.getByLabel(/^Description/).fill('A kind pony who loves a quiet hack.');
  await page.getByLabel('General Care').check();
  await page.getByLabel('Exercising/Riding').check();
  await page.getByLabel('Calm').check();
}
