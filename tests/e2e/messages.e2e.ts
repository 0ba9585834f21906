import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, logIn, registerMember, sendMessage, unique, type Member } from './support/members.js';

const session = useBrowser();
/** The navbar's profile link, whose accessible name carries the unread count (", 1 unread message"). */
async function profileLinkName(page: Page, firstName: string): Promise<string> {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: firstName });
  return (await link.textContent()) ?? '';
}

describe('messages', () => {
  let owner: Member;
  let enthusiast: Member;
  let horseName: string;
  let horseId: number;

  beforeAll(async () => {
    owner = await registerMember('owner');
    enthusiast = await registerMember('enthusiast');
    horseName = unique('Bramble');
    horseId = await addHorse(owner, horseName);
  });

  it('asks a signed-out visitor to log in', async () => {
    const page = await session.newPage();
    await page.goto('/messages');
    await page.getByRole('heading', { level: 1, name: 'Please Log In' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fmessages',
    );
    expect(await main.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe(
      '/register/enthusiast?returnTo=%2Fmessages',
    );
    await expectAccessible(page);
  });

  it('an enthusiast messages an owner from a horse page; the owner reads and replies; the reply arrives live', async () => {
    const ellie = await session.newPage();
    await logIn(ellie, enthusiast);
    await ellie.goto(`/horse/${horseId}`);
    await ellie.getByRole('link', { name: 'Direct Message' }).click();
    await ellie.waitForURL((url) => url.pathname === '/messages');
    const box = ellie.getByRole('textbox', { name: 'Message Harriet' });
    await expect
      .poll(() => box.inputValue())
      .toBe(`Hi Harriet, I'm interested in ${horseName} and would love to find out more.`);
    await ellie.getByText('No messages yet. Start the conversation!').waitFor();
    await box.press('End');
    await box.pressSequentially(' Are weekends possible?');
    await ellie.getByRole('button', { name: 'Send' }).click();
    await ellie
      .getByRole('log')
      .getByText(/Are weekends possible\?/)
      .waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await expectAccessible(ellie);
    await ellie.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The owner, in a second browser, sees the badge, opens the conversation (the badge clears), replies.
    const harriet = await session.newPage();
    await logIn(harriet, owner);
    await expect.poll(() => profileLinkName(harriet, 'Harriet')).toContain('1 unread message');
    await harriet.goto('/messages');
    // After the reload the badge is back before the conversation is opened, so its clearing means something.
    await expect.poll(() => profileLinkName(harriet, 'Harriet')).toContain('1 unread message');
    const conversation = harriet
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Ellie Rider.*1 unread message/ });
    await conversation.click();
    await harriet
      .getByRole('log')
      .getByText(/Are weekends possible\?/)
      .waitFor();
    await expect.poll(() => profileLinkName(harriet, 'Harriet')).not.toContain('unread');
    const reply = `Weekends are perfect, ${unique('see you')}!`;
    await harriet.getByRole('textbox', { name: 'Message Ellie' }).fill(reply);
    await harriet.getByRole('textbox', { name: 'Message Ellie' }).press('Enter');
    await harriet.getByRole('log').getByText(reply).waitFor();
    await expectAccessible(harriet);

    // Ellie never reloads: the reply comes over the stream within a few seconds.
    await ellie.getByRole('log').getByText(reply).waitFor({ timeout: 5_000 });
    expect(await ellie.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  it('shows the owner’s public profile with their horse and Send Message', async () => {
    const page = await session.newPage();
    await logIn(page, enthusiast);
    await page.goto(`/user/${owner.id}`);
    await page.getByRole('heading', { level: 1, name: 'Harriet Owens' }).waitFor();
    await page.getByText('Horse Owner', { exact: true }).waitFor();
    await page.getByRole('link', { name: horseName }).waitFor();
    expect(await page.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe(
      `/messages?userId=${owner.id}`,
    );
    await expectAccessible(page);
  });

  it('fits a 360 px phone, one pane at a time', async () => {
    // Its own pair and conversation: the test passes alone and in any order.
    const rider = await registerMember('enthusiast');
    await sendMessage(rider, owner, 'Is Saturday morning free?');
    const phone = await session.newPage({ width: 360, height: 740 });
    await logIn(phone, rider);
    await phone.goto('/messages');
    const conversation = phone
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Harriet Owens/ });
    await conversation.click();
    await phone.getByRole('textbox', { name: 'Message Harriet' }).waitFor();
    expect(await conversation.isVisible()).toBe(false);
    await expectFitsPhoneWidth(phone);
    await phone.getByRole('button', { name: 'Back to conversations' }).click();
    await conversation.waitFor();
    await expectFitsPhoneWidth(phone);
    await expectAccessible(phone);
  });
});
