import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { checkPage, JOURNEY_VIEWPORTS as VIEWPORTS } from './support/journey.js';
import { addHorse, logInAfterRegistering, PASSWORD, registerMember, unique } from './support/members.js';

const session = useBrowser();
/** The password rules both registration forms show, in order (the contract's PASSWORD_RULES). */
const RULES = ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number'];

/** Step 3's fields (and the single page's, which asks the same) for an enthusiast in York. */
async function fillProfile(page: Page): Promise<void> {
  await page.getByLabel(/^Town\/City/).fill('York');
  await page.getByLabel(/^Postcode/).fill('YO1 7HH');
  await page.getByLabel(/^Rider weight/).selectOption('9-11st');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/I confirm that I am 18 or over/).check();
  await page.getByLabel(/I accept the/).check();
}

describe('joining from a page comes back to it (issue 17)', () => {
  let horseId: number;
  let horseName: string;

  beforeAll(async () => {
    const owner = await registerMember('owner', { firstName: 'Harriet' });
    horseName = unique('Bramble');
    horseId = await addHorse(owner, horseName);
  });

  it.each(VIEWPORTS)(
    'on a $label: the three-step wizard carries returnTo, and logging in after it leads back to the horse',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      const horsePath = `/horse/${horseId}`;
      await page.goto(`/register/step1?type=enthusiast&returnTo=${encodeURIComponent(horsePath)}`);
      await page.getByLabel('I want to learn to ride').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/register/step2');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(horsePath);
      await page.getByLabel(/^First name/).fill('Wren');
      await page.getByLabel(/^Last name/).fill('Walker');
      const email = `${unique('wizard-return')}@example.org`;
      await page.getByLabel(/^Email/).fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/register/step3');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(horsePath);
      // The password's rules are a live checklist here too, the same rules as the single page's (issue 46).
      const rules = page.getByRole('list', { name: 'What your password needs' });
      await rules.waitFor();
      expect(await rules.locator('li').allTextContents()).toEqual(RULES.map((rule) => `${rule} (not yet)`));
      await fillProfile(page);
      // Optional: the experience owners judge an enthusiast by (issue 32).
      await page.getByLabel(/^Experience with horses/).selectOption({ label: 'Advanced' });
      expect(await rules.locator('li').allTextContents()).toEqual(RULES.map((rule) => `${rule} (done)`));
      await checkPage(page, `register-wizard-password-rules-${label}`);
      await page.getByRole('button', { name: 'Complete Registration' }).click();

      // Registering signs nobody in: the page after step 3 asks to check the e-mail and log in, and the
      // log-in leads back to the horse.
      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
      await checkPage(page, `register-return-check-email-${label}`);
      await logInAfterRegistering(page, email);
      await page.waitForURL((url) => url.pathname === horsePath);
      await page.getByRole('heading', { level: 1, name: horseName }).waitFor();
      // Signed in, as the new member.
      const me = await page.request.get('/api/auth/me');
      const wren = (await me.json()) as { id: number; firstName: string; experienceLevel: string | null };
      expect(wren).toMatchObject({ firstName: 'Wren', experienceLevel: 'advanced' });
      // Her public profile says it.
      const profile = await page.request.get(`/api/users/${wren.id}`);
      expect(((await profile.json()) as { experience: string | null }).experience).toBe('Advanced');
    },
  );

  it.each(VIEWPORTS)(
    'on a $label: Message → "Log in to message X\'s owner" → Create account comes back to the conversation with the horse greeting',
    async ({ label, width, height }) => {
      const phone = label === 'phone';
      const page = await session.newPage({ width, height });
      await page.goto(`/horse/${horseId}`);
      await page.getByRole('heading', { level: 1, name: horseName }).waitFor();
      if (phone) {
        await page
          .getByRole('navigation', { name: `Contact about ${horseName}` })
          .getByRole('link', { name: 'Message' })
          .click();
      } else {
        await page.getByRole('link', { name: 'Direct Message' }).click();
      }
      // Issue 32: the log-in page says what the visitor was doing, and offers the other way in beside it.
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: `Log in to message ${horseName}'s owner` }).waitFor();
      await checkPage(page, `login-to-message-${label}`);
      await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/register/enthusiast');
      await page.getByText(`Create an account to message ${horseName}'s owner.`).waitFor();

      await page.getByLabel(/^First name/).fill('Robin');
      await page.getByLabel(/^Last name/).fill('Reed');
      const email = `${unique('join-return')}@example.org`;
      await page.getByLabel(/^Email/).fill(email);
      await fillProfile(page);
      await checkPage(page, `register-return-single-page-${label}`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await logInAfterRegistering(page, email);

      await page.waitForURL((url) => url.pathname === '/messages');
      const box = page.getByRole('textbox', { name: 'Message Harriet' });
      await expect
        .poll(() => box.inputValue())
        .toBe(`Hi Harriet, I'm interested in ${horseName} and would love to find out more.`);
    },
  );
});

describe('sign-up asks once and says truthfully what it does (issue 46, point 6)', () => {
  it.each(VIEWPORTS)(
    'on a $label: interests not served yet say so; the town comes from the postcode and stays changeable',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      // Step 1: the spec's words on each box; beside the ones the site does not serve, what it does.
      await page.goto('/register/step1?type=owner');
      for (const [interest, note] of [
        ['I want to rent a stable', /^Stables are not listed on Stablemates yet/],
        ['I have a horse for sale', /^Horses cannot be listed for sale on Stablemates yet/],
      ] as const) {
        const box = page.getByRole('checkbox', { name: interest });
        const noteId = await box.getAttribute('aria-describedby');
        expect(noteId, interest).toBeTruthy();
        expect(await page.locator(`[id="${noteId}"]`).textContent()).toMatch(note);
      }
      // Served interests carry no such line.
      expect(
        await page
          .getByRole('checkbox', { name: 'I need help looking after my horse' })
          .getAttribute('aria-describedby'),
      ).toBeNull();
      await checkPage(page, `register-interests-not-served-${label}`);

      // The single page: the postcode fills in the town, which the member may change and which stays theirs.
      await page.goto('/register/enthusiast');
      const buy = page.getByRole('checkbox', { name: 'I want to buy a horse' });
      const buyNote = await buy.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${buyNote}"]`).textContent()).toMatch(
        /^Horses are not sold on Stablemates yet/,
      );
      const town = page.getByLabel(/^Town\/City/);
      await page.getByLabel(/^Postcode/).fill('yo1 7hh');
      await expect.poll(() => town.inputValue()).toBe('York');
      await page.getByText('Filled in from YO1 7HH. Change it if you live somewhere else nearby.').waitFor();
      // The rider weight's help says who sees it: nobody.
      await page.getByText(/^Nobody sees it: not owners, not other members, not your profile\./).waitFor();
      const rules = page.getByRole('list', { name: 'What your password needs' });
      expect(await rules.locator('li').allTextContents()).toEqual(RULES.map((rule) => `${rule} (not yet)`));
      await checkPage(page, `register-town-from-postcode-${label}`);

      await town.fill('Acomb');
      const asked = page.waitForResponse(
        (res) =>
          res.url().endsWith('/api/places/postcode-town') &&
          (res.request().postData() ?? '').includes('HG1 1AA'),
      );
      await page.getByLabel(/^Postcode/).fill('HG1 1AA');
      // Harrogate's town came back, and a town the member typed is not replaced by it.
      expect(((await (await asked).json()) as { town: string }).town).toBe('Harrogate');
      expect(await town.inputValue()).toBe('Acomb');
      await page.getByText('We fill this in from your postcode. You can change it.').waitFor();
    },
  );
});
