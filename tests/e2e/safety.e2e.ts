import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage } from './support/journey.js';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import {
  adminSignIn,
  logIn,
  openProfileSection,
  registerMember,
  sendMessage,
  unique,
} from './support/members.js';

const session = useBrowser();

/** A conversation with a member one blocked: it says so, and has no box or button that would only fail. */
async function expectClosedThread(page: Page): Promise<void> {
  await page
    .getByText('You blocked Ellie: neither of you can message the other.', { exact: false })
    .waitFor();
  expect(await page.getByRole('textbox').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
}

/** Harriet, an owner, signed in on a phone 360 px wide, on the profile of Ellie, an enthusiast. */
async function ownerOnRidersProfile(height: number) {
  const owner = await registerMember('owner', { firstName: 'Harriet' });
  const rider = await registerMember('enthusiast', { firstName: 'Ellie' });
  const phone = await session.newPage({ width: 360, height });
  await logIn(phone, owner);
  await phone.goto(`/user/${rider.id}`);
  await phone.getByRole('heading', { level: 1, name: 'Ellie Rider' }).waitFor();
  return { owner, rider, phone };
}

describe('report and block', () => {
  it('a member reports a message; an admin hides it from the Reports tab and it leaves the thread', async () => {
    const owner = await registerMember('owner', { firstName: 'Harriet' });
    const rider = await registerMember('enthusiast', { firstName: 'Ellie' });
    const words = unique('Pay me for rides');
    await sendMessage(rider, owner, words);

    // The owner reports the message from the thread, through the dialog.
    const page = await session.newPage();
    await logIn(page, owner);
    await page.goto(`/messages?userId=${rider.id}`);
    await page.getByRole('log').getByText(words).waitFor();
    await page.getByRole('button', { name: 'Report this message from Ellie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message from Ellie' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose a reason').waitFor();
    await dialog.getByLabel('Reason').selectOption({ label: 'Asks for money' });
    await dialog.getByLabel('Anything else we should know (optional)').fill('Asked twice.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our team will review your report.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin finds it in the Reports tab and hides the message.
    const admin = await session.newPage();
    await adminSignIn(admin);
    await admin.getByRole('tab', { name: 'Reports' }).click();
    const panel = admin.getByRole('tabpanel');
    const report = panel.getByRole('listitem').filter({ hasText: words });
    await report.getByText('Asked twice.').waitFor();
    await report.getByText('Harriet Owens reported Ellie Rider', { exact: false }).waitFor();
    await expectAccessible(admin);
    await report.getByRole('button', { name: /Hide the reported message/ }).click();
    await admin.getByText('Item hidden').first().waitFor();
    await report.waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: 'Audit Log' }).click();
    await admin.getByText(/Hid a reported item: report #\d+ \(message #\d+\)/).waitFor();

    // Neither member sees the message any more.
    await page.reload();
    await page.getByRole('textbox', { name: 'Message Ellie' }).waitFor();
    await expect.poll(() => page.getByRole('log').getByText(words).count()).toBe(0);
  });

  it('a toast over a dialog on a phone stays clear of its buttons, and closing the toast keeps the dialog', async () => {
    // A small phone: the report dialog then reaches down to where toasts used to stand.
    const { phone } = await ownerOnRidersProfile(568);
    const dialog = phone.getByRole('dialog', { name: 'Report Ellie' });
    const reportOnce = async () => {
      await phone.getByRole('button', { name: 'Report', exact: true }).click();
      await dialog.getByLabel('Reason').selectOption({ label: 'Spam or scam' });
      await dialog.getByRole('button', { name: 'Send report' }).click();
    };
    await reportOnce();
    await dialog.waitFor({ state: 'detached' });
    // A second report of the same member is refused (409): the dialog stays open under the failure's toast.
    await reportOnce();
    const failure = phone
      .locator('[data-toast-viewport] li')
      .filter({ hasText: 'Could not send the report' });
    await failure.waitFor();
    const toastBox = await failure.boundingBox();
    for (const name of ['Send report', 'Cancel']) {
      const button = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(toastBox && button, name).toBeTruthy();
      if (!toastBox || !button) continue;
      const apart =
        toastBox.y + toastBox.height <= button.y ||
        button.y + button.height <= toastBox.y ||
        toastBox.x + toastBox.width <= button.x ||
        button.x + button.width <= toastBox.x;
      expect(apart, `the toast covers ${name}`).toBe(true);
    }
    await expectAccessible(phone);
    // Tapping the toast's Close is not a tap outside the dialog (Radix counts the toasts' viewport as the
    // dialog's branch): what was chosen stays. (The open dialog
    // hides the rest of the page from screen readers, the toast with it, so it is found by its label.)
    await failure.locator('button[aria-label="Close"]').click();
    await failure.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('spam');
    // The refusal was this test's own doing: the browser logs it, and nothing else may be logged.
    const refused = (error: string) => /status of 409/.test(error);
    expect(session.consoleErrors.filter(refused)).toHaveLength(1);
    session.consoleErrors.splice(0, Infinity, ...session.consoleErrors.filter((error) => !refused(error)));
  });

  it('a member blocks another from their profile (the thread closed, on a phone and a laptop) and unblocks them from My Profile', async () => {
    const { owner, rider, phone } = await ownerOnRidersProfile(740);
    await phone.getByRole('button', { name: 'Block' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Block Ellie?' });
    await dialog.waitFor();
    await expectAccessible(phone);
    await expectFitsPhoneWidth(phone);
    await dialog.getByRole('button', { name: 'Block Ellie' }).click();
    await phone.getByRole('button', { name: 'Unblock' }).waitFor();

    // The blocked member cannot write: the refusal is neutral.
    const refused = await fetch(`${session.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: rider.cookie },
      body: JSON.stringify({ receiverId: owner.id, content: 'Hello?' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You cannot contact this member.');

    // The blocker's own conversation with her says so, and offers no box that would only fail (issue 32).
    await phone.goto(`/messages?userId=${rider.id}`);
    await expectClosedThread(phone);
    // Nor an invitation to start a conversation nobody can write in.
    await phone.getByText('No messages yet.', { exact: true }).waitFor();
    await checkPage(phone, 'blocked-thread');
    // The same on a laptop, where the thread sits beside the conversation list.
    const laptop = await session.newPage({ width: 1280, height: 900 });
    await logIn(laptop, owner);
    await laptop.goto(`/messages?userId=${rider.id}`);
    await expectClosedThread(laptop);
    await checkPage(laptop, 'blocked-thread');
    await laptop.close();

    await phone.goto('/my-profile');
    await openProfileSection(phone, 'Account');
    const blocked = phone.getByRole('heading', { name: 'Blocked members' });
    await blocked.scrollIntoViewIfNeeded();
    await phone.getByText('E-mail me a message I have not read after a few minutes').waitFor();
    await expectAccessible(phone);
    await expectFitsPhoneWidth(phone);
    await phone.getByRole('button', { name: 'Unblock Ellie Rider' }).click();
    await phone.getByText('You have not blocked anyone.').waitFor();
  });
});
