import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { e2eToday } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
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

  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: names the horse on the signed-out inbox an old Direct Message link opens (issue 32)',
    async ({ width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto(`/messages?userId=${owner.id}&horseName=${encodeURIComponent(horseName)}`);
      await page.getByRole('heading', { level: 1, name: 'Please Log In' }).waitFor();
      await page.getByText('You need to be logged in to access your messages.').waitFor();
      await page.getByText(`Log in or join now to message ${horseName}'s owner`, { exact: false }).waitFor();
      // Both ways in, each back to this conversation.
      const main = page.getByRole('main');
      const back = encodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);
      expect(await main.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
        `/login?returnTo=${back}`,
      );
      expect(await main.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe(
        `/register/enthusiast?returnTo=${back}`,
      );
      await checkPage(page, 'messages-signed-out-named');
    },
  );

  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: an inbox row keeps its time and unread badge in sight, and an enquiry wraps its activities between words (issue 32)',
    async ({ label, width, height }) => {
      // A first name of its own per run, so its row is the only one that matches.
      const rider = await registerMember('enthusiast', {
        firstName: label === 'phone' ? 'Rosalind' : 'Rosamund',
      });
      const biscuit = await addHorse(owner, unique('Biscuit'), { initialAvailability: 'always' });
      const slots = (await (
        await fetch(`${session.baseUrl}/api/availability-slots?horseId=${biscuit}`)
      ).json()) as Array<{ id: number }>;
      // An enquiry with the longest service name, and a long first line so the preview has to be cut.
      const enquiry = await fetch(`${session.baseUrl}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: rider.cookie, Origin: session.baseUrl },
        body: JSON.stringify({
          receiverId: owner.id,
          content: 'Hello! I would love to help with exercising and riding on weekday mornings before work.',
          horseId: biscuit,
          availabilitySlotId: slots[0]!.id,
          slotDate: e2eToday(),
          messageType: 'availability_enquiry',
          preferredTime: 'any',
          isFlexible: true,
          activities: ['exercising-riding', 'stable-yard-help'],
        }),
      });
      expect(enquiry.status, await enquiry.clone().text()).toBe(201);

      const page = await session.newPage({ width, height });
      await logIn(page, owner);
      await page.goto('/messages');
      const row = page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(rider.firstName) });
      await row.waitFor();
      const rowBox = (await row.boundingBox())!;
      const right = Math.min(width, rowBox.x + rowBox.width);
      const time = (await row.locator('time').boundingBox())!;
      expect(time.x + time.width, 'the time ends inside the row and the screen').toBeLessThanOrEqual(right);
      const badge = row.locator('span[aria-hidden="true"]').filter({ hasText: /^(\d|9\+)$/ });
      const badgeBox = (await badge.boundingBox())!;
      expect(badgeBox.x + badgeBox.width, 'the unread badge ends inside the row').toBeLessThanOrEqual(right);
      await checkPage(page, `messages-inbox-row-${label}`);

      await row.click();
      const activities = page.getByRole('log').locator('dd').filter({ hasText: 'Exercising/Riding' });
      await activities.waitFor();
      // No word is split across two lines ("Exercisin" / "g/Riding"); a break may come after the slash.
      const splitWords = await activities.evaluate((dd) => {
        const split: string[] = [];
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/[^\s/,]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(match[0]);
          }
        }
        return split;
      });
      expect(splitWords).toEqual([]);
      await checkPage(page, `messages-enquiry-activities-${label}`);
    },
  );

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

  it('wraps a long link inside its bubble, and the reply after it stays in sight, on a phone and a laptop', async () => {
    const rider = await registerMember('enthusiast');
    const link =
      'https://maps.example.org/place/Hollybush+Farm,+Lower+Lane,+Thirsk+YO7+1AA/@54.2304,-1.3412,15z/data=!4m2!3m1';
    await sendMessage(owner, rider, `Directions: ${link}`);
    await sendMessage(rider, owner, 'Great, see you then!');
    for (const { width, height } of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      const page = await session.newPage({ width, height });
      await logIn(page, rider);
      await page.goto(`/messages?userId=${owner.id}`);
      const log = page.getByRole('log');
      const reply = log.getByRole('listitem').filter({ hasText: 'Great, see you then!' });
      await reply.waitFor();
      const shown = await log.boundingBox();
      for (const bubble of [reply, log.getByRole('listitem').filter({ hasText: 'Directions:' })]) {
        const box = await bubble.boundingBox();
        expect(shown && box, `${width} px`).toBeTruthy();
        if (!shown || !box) continue;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(shown.x - 1);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(shown.x + shown.width + 1);
      }
      // Nothing to scroll sideways to: the whole thread is in the pane's width.
      expect(await log.evaluate((element) => element.scrollWidth - element.clientWidth), `${width} px`).toBe(
        0,
      );
      await page.close();
    }
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
