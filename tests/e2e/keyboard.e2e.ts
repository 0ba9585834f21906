import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser.js';
import { isoDayOfLabel, letDayCome, resetClock } from './support/clock.js';
import {
  chooseFilesByKeyboard,
  chooseOption,
  expectFocusNotObscured,
  hasFocus,
  tabTo,
  tick,
  typeInto,
} from './support/keyboard.js';
import { jpegFile } from './support/horse-form.js';
import {
  addHorse,
  confirmEmailInBrowser,
  PASSWORD,
  registerEnthusiast,
  registerOwner,
  unique,
  type Member,
} from './support/members.js';

/**
 * Issue 19, keyboard only: a member joins, enquires about a slot from the horse page's calendar and
 * sends a message without a mouse. Every control is reached with Tab or Shift+Tab and worked with
 * Enter, Space or the arrow keys; nothing is clicked, and nothing is filled that Tab did not reach.
 * Only the owner and the horse are set up through the API: the journey is the enthusiast's.
 */
const session = useBrowser();

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Presses Enter on what Tab reached and waits for the path it leads to. */
async function enterTo(page: Page, path: string): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
}

/** The three steps of the wizard, by keyboard. */
async function joinByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/register/step1?type=enthusiast');
  await heading(page, 'I Love Horses');
  await tick(page, page.getByLabel('I want to help look after a horse nearby'));
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await enterTo(page, '/register/step2');

  await heading(page, 'Your Details');
  await typeInto(page, page.getByLabel(/^First name/), 'Kit');
  await typeInto(page, page.getByLabel(/^Last name/), 'Keys');
  await typeInto(page, page.getByLabel(/^Email/), email);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await enterTo(page, '/register/step3');

  await heading(page, 'Complete Your Profile');
  await typeInto(page, page.getByLabel(/^Town\/City/), 'York');
  await typeInto(page, page.getByLabel(/^Postcode/), 'YO1 7HH');
  await chooseOption(page, page.getByLabel(/^Rider weight/), '9-11st');
  await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
  await typeInto(page, page.getByLabel(/^Confirm password/), PASSWORD);
  await tick(page, page.getByLabel(/I confirm that I am 18 or over/));
  await tick(page, page.getByLabel(/I accept the/));
  await tabTo(page, page.getByRole('button', { name: 'Complete Registration' }));
  await enterTo(page, '/registration-complete');
  // Registering signs nobody in: the page asks to check the e-mail, and its Log in brings Kit back.
  await heading(page, 'Check your e-mail');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Log in' }));
  await enterTo(page, '/login');
  await heading(page, 'Log In');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Log In' }));
  await enterTo(page, '/registration-complete');
  await heading(page, 'Welcome to Stablemates, Kit!');
  await confirmEmailInBrowser(page, email);
}

/**
 * In the calendar grid (one tab stop), the arrow keys walk day by day, into the next month if need be,
 * to the first Tuesday with a slot; Enter chooses it.
 */
async function chooseTuesdayInGrid(page: Page): Promise<string> {
  const grid = page.getByRole('region', { name: 'Availability' }).getByRole('grid');
  await tabTo(page, grid.locator('[role="gridcell"][tabindex="0"]'));
  for (let press = 0; press < 45; press += 1) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (/^Tuesday .*, 1 slot$/.test(label)) {
      await page.keyboard.press('Enter');
      return label.replace(/, 1 slot$/, '').replace(/, today$/, '');
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('The arrow keys found no Tuesday with a slot');
}

/** The stars are radio buttons: Tab into the group, Space takes the first, the arrow keys move on. */
async function rateWithArrows(page: Page, stars: number): Promise<void> {
  await tabTo(page, page.getByRole('radio', { name: '1 star' }));
  await page.keyboard.press('Space');
  for (let star = 1; star < stars; star += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByRole('radio', { name: `${stars} stars` }).isChecked()).toBe(true);
}

// A journey below lets its visit's day come; the next ones start where the clock starts.
afterEach(resetClock);

describe('keyboard only', () => {
  let owner: Member;
  let horseName: string;
  let horseId: number;

  beforeAll(async () => {
    owner = await registerOwner({ firstName: 'Harriet', emailPrefix: 'keyboard-owner' });
    horseName = unique('Tabby');
    horseId = await addHorse(owner, horseName, { initialAvailability: 'weekdays' });
  });

  it('an enthusiast joins, enquires about a Tuesday from the calendar and messages the owner, with keys alone', async () => {
    const page = await session.newPage({ width: 1280, height: 900 });
    await joinByKeyboard(page, `${unique('keyboard-rider')}@example.org`);

    // The horse page: the calendar grid, a Tuesday, its Enquire button.
    await page.goto(`/horse/${horseId}`);
    await heading(page, horseName);
    const day = await chooseTuesdayInGrid(page);
    const availability = page.getByRole('region', { name: 'Availability' });
    const enquire = availability.getByRole('button', { name: `Enquire about Mon-Fri 9-5 on ${day}` });
    await tabTo(page, enquire);
    await page.keyboard.press('Enter');

    // The form takes focus at its heading; Tab walks on through it.
    const form = page.getByRole('region', { name: `Enquire about ${horseName}` });
    await expect
      .poll(() => hasFocus(form.getByRole('heading', { name: `Enquire about ${horseName}` })))
      .toBe(true);
    await tick(page, form.getByRole('checkbox', { name: 'General Care' }));
    await chooseOption(page, form.getByLabel('Preferred time'), '10:00 AM');
    await typeInto(page, form.getByLabel('Message'), 'Could I come on Tuesday morning?');
    await expectAccessible(page);
    await tabTo(page, form.getByRole('button', { name: 'Send Request' }));
    await page.keyboard.press('Enter');
    await page
      .getByText('Your time slot request has been sent to the horse owner!', { exact: true })
      .waitFor();

    // Messaging: from the horse page's Direct Message to the box, a line typed, Enter sends it.
    await tabTo(page, page.getByRole('link', { name: 'Direct Message' }));
    await enterTo(page, '/messages');
    const box = page.getByRole('textbox', { name: 'Message Harriet' });
    await tabTo(page, box);
    await page.keyboard.press('End');
    await page.keyboard.type(' I can bring my own hat.');
    await page.keyboard.press('Enter');
    await page
      .getByRole('log')
      .getByText(/I can bring my own hat\./)
      .waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await expectAccessible(page);

    // The owner, keys alone too: signs in, accepts in Messages, replies, and reviews the enthusiast.
    const harriet = await session.newPage({ width: 1280, height: 900 });
    await signInByKeyboard(harriet, owner.email);
    await harriet.goto('/messages');
    await tabTo(
      harriet,
      harriet.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Kit Keys/ }),
    );
    await harriet.keyboard.press('Enter');
    const request = harriet
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: 'Availability enquiry' });
    await tabTo(harriet, request.getByRole('button', { name: 'Accept' }));
    await harriet.keyboard.press('Enter');
    await request.getByText('Accepted').waitFor();
    // The Accept pressed is gone: focus is on Undo, which took its place, not back at the top of the page.
    const undo = request.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);
    const reply = harriet.getByRole('textbox', { name: 'Message Kit' });
    await typeInto(harriet, reply, 'Tuesday at ten it is.');
    await harriet.keyboard.press('Enter');
    await harriet.getByRole('log').getByText('Tuesday at ten it is.').waitFor();
    // The visit's day comes: reviews stand on a visit that has begun.
    await letDayCome([harriet, page], isoDayOfLabel(day));
    await tabTo(harriet, harriet.getByRole('link', { name: 'Kit Keys' }), { backwards: true });
    await harriet.keyboard.press('Enter');
    await harriet.waitForURL((url) => url.pathname.startsWith('/user/'));
    await rateWithArrows(harriet, 5);
    await tabTo(harriet, harriet.getByRole('button', { name: 'Submit Review' }));
    await harriet.keyboard.press('Enter');
    await harriet.getByText('You have already reviewed Kit').waitFor();

    // The reply reached the enthusiast.
    await page.getByRole('log').getByText('Tuesday at ten it is.').waitFor();
  }, 120_000);

  it('an owner lists a horse with a photo and the Mon-Fri preset, and an enthusiast saves it, with keys alone', async () => {
    const lister = await registerOwner({ firstName: 'Harriet', emailPrefix: 'keyboard-lister' });
    const page = await session.newPage({ width: 1280, height: 900 });
    await signInByKeyboard(page, lister.email);
    await page.goto('/add-horse');
    await heading(page, 'Add a horse');
    const name = unique('Keystone');
    await typeInto(page, page.getByLabel(/^Horse name/), name);
    await chooseOption(page, page.getByLabel(/^Breed/), 'Welsh Pony');
    await typeInto(page, page.getByLabel(/^Age/), '9');
    await typeInto(page, page.getByLabel(/^Colour/), 'Bay');
    await chooseOption(page, page.getByLabel(/^Height/), '13.3 - 14.2 hh');
    await chooseOption(page, page.getByLabel(/^Experience level/), 'Beginner Friendly');
    // Where the horse is kept starts as the owner's own town and postcode (issue 32): nothing to type.
    expect(await page.getByLabel(/^Location/).inputValue()).toBe('York');
    expect(await page.getByLabel(/^Postcode/).inputValue()).toBe('YO1 7HH');
    await typeInto(page, page.getByLabel(/^Description/), 'Steady and sure-footed.');
    await tick(page, page.getByLabel('General Care'));
    await tick(page, page.getByLabel('Calm'));
    await chooseFilesByKeyboard(page, page.getByLabel('Add photos'), [await jpegFile('keystone.jpg')]);
    await page.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await chooseOption(page, page.getByLabel(/^Initial availability/), /^Mon-Fri 9-5, every week until /);
    await tabTo(page, page.getByRole('button', { name: 'Add Horse' }));
    await enterTo(page, '/my-profile');
    await page.getByText('Horse added successfully!').first().waitFor();

    // Its page, from My Horses' link, shows the preset's slots; a signed-in enthusiast saves it.
    await tabTo(page, page.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/horse/'));
    const horsePath = new URL(page.url()).pathname;
    await page.getByRole('region', { name: 'Availability' }).getByText('Mon-Fri 9-5').first().waitFor();

    const rider = await registerEnthusiast({ emailPrefix: 'keyboard-saver' });
    const saver = await session.newPage({ width: 1280, height: 900 });
    await signInByKeyboard(saver, rider.email);
    await saver.goto(horsePath);
    await heading(saver, name);
    await tabTo(saver, saver.getByRole('button', { name: 'Save Horse' }));
    await saver.keyboard.press('Enter');
    await expect
      .poll(() => saver.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
      .toBe('true');
  }, 90_000);
});

describe('keyboard only on a 360 px phone', () => {
  it('joins, enquires from the list mode and messages from the contact bar, every stop in sight', async () => {
    const owner = await registerOwner({ firstName: 'Harriet', emailPrefix: 'keyboard-phone-owner' });
    const horseName = unique('Pocket');
    const horseId = await addHorse(owner, horseName, { initialAvailability: 'weekdays' });
    const phone = await session.newPage({ width: 360, height: 780 });
    await joinByKeyboard(phone, `${unique('keyboard-phone-rider')}@example.org`);
    await phone.goto(`/horse/${horseId}`);
    await heading(phone, horseName);
    const enquire = phone
      .getByRole('region', { name: 'Availability' })
      .getByRole('button', { name: /^Enquire about Mon-Fri 9-5 on / })
      .first();
    await enquire.waitFor();

    // Walk forward to the first Enquire button, checking every stop on the way is not hidden.
    for (let press = 0; press < 120 && !(await hasFocus(enquire)); press += 1) {
      await phone.keyboard.press('Tab');
      await expectFocusNotObscured(phone);
    }
    expect(await hasFocus(enquire)).toBe(true);
    await phone.keyboard.press('Enter');
    const form = phone.getByRole('region', { name: `Enquire about ${horseName}` });
    await expect
      .poll(() => hasFocus(form.getByRole('heading', { name: `Enquire about ${horseName}` })))
      .toBe(true);
    await tick(phone, form.getByRole('checkbox', { name: 'Exercising/Riding' }));
    await expectFocusNotObscured(phone);
    await typeInto(phone, form.getByLabel('Message'), 'Weekday mornings suit me.');
    await expectFocusNotObscured(phone);
    await tabTo(phone, form.getByRole('button', { name: 'Send Request' }));
    await expectFocusNotObscured(phone);
    await phone.keyboard.press('Enter');
    const sent = phone.getByText('Your time slot request has been sent to the horse owner!', {
      exact: true,
    });
    await sent.waitFor();
    // On a phone the notice sits at the bottom of the screen, over whatever Tab reaches there, for its
    // five seconds (a passing notice, not a fixed part of the page): the member reads it and it goes.
    await sent.waitFor({ state: 'hidden', timeout: 10_000 });

    // The contact bar's Message, then one pane at a time: the box, a line, Enter.
    await tabTo(
      phone,
      phone.getByRole('navigation', { name: `Contact about ${horseName}` }).getByRole('link'),
    );
    await enterTo(phone, '/messages');
    const box = phone.getByRole('textbox', { name: 'Message Harriet' });
    await tabTo(phone, box);
    await phone.keyboard.press('End');
    await phone.keyboard.type(' Is a Wednesday possible too?');
    await phone.keyboard.press('Enter');
    await phone
      .getByRole('log')
      .getByText(/Is a Wednesday possible too\?/)
      .waitFor();
    await expectFocusNotObscured(phone);
  }, 90_000);
});

/** The login form with keys alone; lands on My Profile. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await heading(page, 'Log In');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Log In' }));
  await enterTo(page, '/my-profile');
}
