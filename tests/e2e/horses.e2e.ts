import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { saveScreenshot } from './support/screenshots.js';
import { fillHorseDetails, jpegFile } from './support/horse-form.js';
import { addHorse, logIn, registerOwner, unique } from './support/members.js';

const session = useBrowser();

/** The owner adds a horse through the add form, with a photo; the reply's id. */
async function addHorseThroughForm(page: Page, name: string): Promise<number> {
  await page.goto('/add-horse');
  await page.getByRole('heading', { level: 1, name: 'Add a horse' }).waitFor();
  await expectAccessible(page);
  // In Leeds, where no other journey lists a horse: most stand in York, tied for distance from Leeds and
  // listed oldest first, so after enough journeys a York horse would be past the first page.
  await fillHorseDetails(page, name, { location: 'Leeds', postcode: 'LS1 4AP' });
  await page.getByLabel('Add photos').setInputFiles(await jpegFile('bramble.jpg'));
  await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
  // By value: the choice's words end with the day it runs until, which moves with the clock.
  await page.getByLabel(/^Initial availability/).selectOption('weekends');

  const created = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/horses' && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add Horse' }).click();
  const reply = await created;
  expect(reply.status()).toBe(201);
  const horse = (await reply.json()) as { id: number; imageApprovalStatus: string[] };
  expect(horse.imageApprovalStatus).toEqual(['pending']);

  await page.waitForURL((url) => url.pathname === '/my-profile');
  await page.getByText('Horse added successfully!').first().waitFor();
  await page.getByRole('heading', { name: 'My Horses' }).waitFor();
  await page.getByRole('link', { name, exact: true }).waitFor();
  return horse.id;
}

describe('horses', () => {
  it('an owner adds a horse with a photo; visitors find it near Leeds and meet its owner', async () => {
    const owner = await registerOwner({ emailPrefix: 'horse-owner' });
    const ownerPage = await session.newPage();
    await logIn(ownerPage, owner);
    const name = unique('Bramble');
    const id = await addHorseThroughForm(ownerPage, name);

    await ownerPage.goto(`/edit-horse/${id}`);
    await ownerPage.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    await ownerPage.getByText('Pending review').waitFor();
    await expectAccessible(ownerPage);

    // A signed-out visitor sees the horse, its photo still under review.
    const visitor = await session.newPage();
    await visitor.goto(`/horse/${id}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByText('Pending Approval', { exact: true }).waitFor();
    expect(await visitor.locator('main img').count()).toBe(0);
    await visitor.getByRole('heading', { name: 'Meet the Owner' }).waitFor();
    await expectAccessible(visitor);

    // Searching its town finds it first, with a distance.
    await visitor.goto('/browse');
    await visitor.getByRole('heading', { level: 1, name: 'Browse horses' }).waitFor();
    // Sent with Enter: the place suggestions may open over the button, whenever they arrive.
    await visitor.getByLabel('Location').fill('Leeds');
    await visitor.getByLabel('Location').press('Enter');
    await visitor.waitForURL((url) => url.searchParams.get('location') === 'Leeds');
    await visitor.getByText('Sorted by distance').waitFor();
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('link', { name, exact: true }) });
    await card.waitFor();
    expect(await card.getByText(/^(About \d+ miles? away|Less than 1 mile away)$/).isVisible()).toBe(true);
    expect(await card.getByText('Pending Approval - Photo under review for safety').isVisible()).toBe(true);
    await expectAccessible(visitor);

    await card.getByRole('link', { name, exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === `/horse/${id}`);
    await visitor.getByRole('heading', { name: 'Meet the Owner' }).waitFor();
    await visitor.getByText(new RegExp(`^${owner.firstName} Owens`)).waitFor();
    // Signed out, by way of the log-in page (issue 32), which then opens the conversation.
    const conversation = `/messages?userId=${(await ownerIdOf(id)).toString()}&horseName=${encodeURIComponent(name)}&horseId=${id}`;
    expect(await visitor.getByRole('link', { name: 'Direct Message' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(conversation)}`,
    );
  });

  it('fits a 360 px phone on /browse and on a horse page', async () => {
    const phone = await session.newPage({ width: 360, height: 740 });
    await phone.goto('/browse');
    await phone.getByRole('heading', { level: 1, name: 'Browse horses' }).waitFor();
    await phone.getByRole('button', { name: 'Search Horses' }).waitFor();
    await expectFitsPhoneWidth(phone);

    // Its own horse: the test passes alone and in any order.
    const id = await addHorse(await registerOwner(), unique('Bramble'));
    await phone.goto(`/horse/${id}`);
    await phone.getByRole('heading', { name: 'Meet the Owner' }).waitFor();
    await expectFitsPhoneWidth(phone);
  });

  it('one horse form: a broken photo is named as it is chosen; editing keeps a breed from before the list (issue 32)', async () => {
    const owner = await registerOwner({ emailPrefix: 'horse-form' });
    const id = await addHorse(owner, unique('Dapple'), { breed: 'Spotted Draught x' });
    const broken = {
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture at all'),
    };
    for (const size of [
      { width: 360, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      const page = await session.newPage(size);
      await logIn(page, owner);
      await page.goto('/add-horse');
      await page.getByRole('heading', { level: 1, name: 'Add a horse' }).waitFor();
      // Where the horse is kept starts as the owner's town and postcode.
      expect(await page.getByLabel(/^Location/).inputValue()).toBe('York');
      expect(await page.getByLabel(/^Postcode/).inputValue()).toBe('YO1 7HH');
      await page.getByLabel('Add photos').setInputFiles([await jpegFile('good.jpg'), broken]);
      await page
        .getByRole('alert')
        .getByText('broken.jpg: This file cannot be opened as a picture. Please select an image file')
        .waitFor();
      // The good one of the same choice is kept, the broken one is not.
      await page.getByRole('img', { name: 'New photo 1: good.jpg' }).waitFor();
      expect(await page.getByRole('button', { name: 'Remove photo 2' }).count()).toBe(0);
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, 'add-horse-broken-photo-named');

      await page.goto(`/edit-horse/${id}`);
      await page.getByRole('heading', { level: 1, name: /^Edit Dapple/ }).waitFor();
      const breed = page.getByLabel(/^Breed/);
      expect(await breed.inputValue()).toBe('Spotted Draught x');
      expect(await breed.locator('option', { hasText: 'Irish Draught' }).count()).toBe(1);
      const levels = await page
        .getByLabel(/^Experience level/)
        .locator('option')
        .allTextContents();
      expect(levels).toEqual(['Select a level', 'Beginner Friendly', 'Intermediate', 'Advanced', 'Expert']);
      await expectAccessible(page);
      await expectFitsPhoneWidth(page);
      await saveScreenshot(page, 'edit-horse-breed-list');
      if (size.width === 1280) {
        await page.getByLabel(/^Experience level/).selectOption({ label: 'Expert' });
        const saved = page.waitForResponse(
          (res) => new URL(res.url()).pathname === `/api/horses/${id}` && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save Changes' }).click();
        const reply = await saved;
        expect(reply.status()).toBe(200);
        expect(await reply.json()).toMatchObject({ breed: 'Spotted Draught x', experienceLevel: 'expert' });
        await page.waitForURL((url) => url.pathname === '/my-profile');
        await page.getByRole('heading', { name: 'My Horses' }).waitFor();
      }
      await page.close();
    }
  });
});

async function ownerIdOf(horseId: number): Promise<number> {
  const res = await fetch(`${session.baseUrl}/api/horses/${horseId}`);
  return ((await res.json()) as { ownerId: number }).ownerId;
}
