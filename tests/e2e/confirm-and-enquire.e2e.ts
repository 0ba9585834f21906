import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS as VIEWPORTS } from './support/journey.js';
import { addHorse, fillLogin, registerMember, unique, type Member } from './support/members.js';
import { linkIn, waitForMailContaining } from './support/outbox.js';
import { saveScreenshot } from './support/screenshots.js';

const session = useBrowser();
const NOTICE = 'Confirm your e-mail to send this';
const DRAFT_PREFIX = 'stablemates:enquiry-draft:';

/** The horse's first slot, through the API, and a day two days on (the 'always' preset runs every day). */
async function firstSlot(horseId: number): Promise<{ slotId: number; day: string }> {
  const day = addDays(e2eToday(), 2);
  const res = await fetch(
    `${inject('baseUrl')}/api/availability-slots?horseId=${horseId}&from=${day}&to=${day}`,
  );
  const [slot] = (await res.json()) as { id: number }[];
  expect(slot, 'a slot on the day').toBeDefined();
  return { slotId: slot?.id ?? 0, day };
}

/** Whether the notice comes before the form on the page (read, and tabbed through, first). */
const noticeBeforeForm = (page: Page) =>
  page.evaluate((title) => {
    const notice = Array.from(document.querySelectorAll('[role="group"]')).find((el) =>
      el.textContent?.includes(title),
    );
    const form = document.querySelector('#availability form');
    return Boolean(notice && form && notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, NOTICE);

describe('an unconfirmed member enquires, confirms, and sends (issue 46, point 2)', () => {
  let owner: Member;
  let horseId: number;
  let horseName: string;
  let slotPath: string;

  beforeAll(async () => {
    owner = await registerMember('owner', { firstName: 'Harriet' });
    horseName = unique('Bramble');
    horseId = await addHorse(owner, horseName, { initialAvailability: 'always' });
    const { slotId, day } = await firstSlot(horseId);
    slotPath = `/horse/${horseId}?slot=${slotId}&day=${day}`;
  });

  it.each(VIEWPORTS)(
    'on a $label: told before the form, the words kept, the link brings them back, and every tab follows',
    async ({ label, width, height }) => {
      const rider = await registerMember('enthusiast', { confirmEmail: false, firstName: 'Wren' });
      const page = await session.newPage({ width, height });
      await page.goto(`/login?returnTo=${encodeURIComponent(slotPath)}`);
      await fillLogin(page, rider);
      await page.waitForURL((url) => url.pathname === `/horse/${horseId}`);

      // The notice is there before anything is typed, above the form, with its own way to a new link.
      const form = page.getByRole('region', { name: `Enquire about ${horseName}` });
      const notice = form.getByRole('group', { name: NOTICE });
      await notice.waitFor();
      await notice.getByText(rider.email).waitFor();
      expect(await noticeBeforeForm(page)).toBe(true);
      await checkPage(page, `enquiry-confirm-first-${label}`);

      // Typed, and Send pressed: nothing goes to the server; the words stay and the notice says why.
      await form.getByRole('checkbox', { name: 'General Care' }).check();
      const words = 'I could come on that morning and help with the mucking out.';
      await form.getByLabel('Message').fill(words);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/messages')) posts.push(request.url());
      });
      await form.getByRole('button', { name: 'Send Request' }).click();
      await notice.getByText(/^Not sent yet: your words are kept here/).waitFor();
      expect(posts).toEqual([]);
      expect(await form.getByLabel('Message').inputValue()).toBe(words);
      await checkPage(page, `enquiry-held-until-confirmed-${label}`);

      // A second tab on the same slot, open while the member goes to their mail.
      const other = await page.context().newPage();
      await other.goto(slotPath);
      const otherForm = other.getByRole('region', { name: `Enquire about ${horseName}` });
      await otherForm.getByRole('group', { name: NOTICE }).waitFor();
      await other.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      // "Send the link again" mails a link that carries this slot.
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      await notice.getByText(`A new link is on its way to ${rider.email}.`).waitFor();
      const mail = await waitForMailContaining(
        rider.email,
        /Confirm your e-mail/,
        `returnTo=${encodeURIComponent(slotPath)}`,
      );
      const link = linkIn(mail, `${inject('baseUrl')}/api/auth/verify-email`);

      // The link opens in a tab of its own, as from a mail client; the page offers the way back.
      const landed = await page.context().newPage();
      await landed.goto(link);
      await landed.getByRole('heading', { level: 1, name: 'E-mail confirmed' }).waitFor();
      const back = landed.getByRole('link', { name: `Back to ${horseName}` });
      await back.waitFor();
      await landed.getByText(/^Your enquiry is waiting there as you left it/).waitFor();
      await checkPage(landed, `email-confirmed-back-to-horse-${label}`);

      // Every tab already open learns it without a reload: the notice and the banner go, Send is there.
      for (const tab of [page, other]) {
        const region = tab.getByRole('region', { name: `Enquire about ${horseName}` });
        await expect.poll(() => region.getByRole('group', { name: NOTICE }).count()).toBe(0);
        await expect
          .poll(() => tab.getByRole('heading', { level: 2, name: 'Confirm your e-mail' }).count())
          .toBe(0);
        await region.getByRole('button', { name: 'Send Request' }).waitFor();
      }
      expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      expect(await page.getByLabel('Message').inputValue()).toBe(words);
      await saveScreenshot(other, `enquiry-other-tab-confirmed-${label}`);

      // Back at the horse and the slot, with what was typed.
      await back.click();
      await landed.waitForURL((url) => url.pathname === `/horse/${horseId}` && url.search.includes('slot='));
      const restored = landed.getByRole('region', { name: `Enquire about ${horseName}` });
      await expect.poll(() => restored.getByLabel('Message').inputValue()).toBe(words);
      expect(await restored.getByRole('checkbox', { name: 'General Care' }).isChecked()).toBe(true);
      expect(await restored.getByRole('group', { name: NOTICE }).count()).toBe(0);
      await checkPage(landed, `enquiry-restored-after-confirming-${label}`);

      // Sent: the owner has it, and no copy of the words stays in the browser.
      await restored.getByRole('button', { name: 'Send Request' }).click();
      await landed
        .getByText('Your time slot request has been sent to the horse owner!', { exact: true })
        .waitFor();
      const kept = await landed.evaluate(
        (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
        DRAFT_PREFIX,
      );
      expect(kept).toEqual([]);
      await Promise.all([other.close(), landed.close()]);
    },
    180_000,
  );
});
