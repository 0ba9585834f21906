import { describe, expect, inject, it } from 'vitest';
import { addDays } from '#contract/rules/calendar-days.js';
import { UNANSWERED_MESSAGES } from '#contract/unanswered.js';
import { useBrowser } from './support/browser.js';
import { e2eToday, letDayCome, resetClock } from './support/clock.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { addHorse, logIn, registerMember, unique } from './support/members.js';

const session = useBrowser();

/**
 * A request nobody answers (issue 44 point 6, decision 0057): three days after asking, the rider's card
 * says "No answer yet" and the rider calls the request off from it.
 */
describe('a request nobody answers', () => {
  for (const { label, width, height } of JOURNEY_VIEWPORTS) {
    it(`tells the rider "No answer yet" after three days, and she cancels it, on a ${label}`, async () => {
      const owner = await registerMember('owner', { firstName: 'Olive' });
      const rider = await registerMember('enthusiast');
      const horseName = unique('Bramble');
      const horseId = await addHorse(owner, horseName);
      const asked = await fetch(`${inject('baseUrl')}/api/requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: rider.cookie, Origin: inject('baseUrl') },
        body: JSON.stringify({ horseId, service: 'general-care', startDate: addDays(e2eToday(), 7) }),
      });
      expect(asked.status, await asked.clone().text()).toBe(201);
      const page = await session.newPage({ width, height });
      try {
        await logIn(page, rider);
        await page.goto('/requests');
        await page.getByRole('heading', { name: horseName }).waitFor();
        expect(await page.getByText(UNANSWERED_MESSAGES.noAnswerYet).count()).toBe(0);

        // Three days on, still pending.
        await letDayCome([page], addDays(e2eToday(), 3));
        await page.reload();
        await page.getByText(UNANSWERED_MESSAGES.noAnswerYetDetail('Olive')).waitFor();
        await checkPage(page, `unanswered-${label}-1-no-answer-yet`);

        await page.getByRole('button', { name: 'Cancel visit' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Cancel visit' }).click();
        await page.getByText('Visit cancelled').first().waitFor();
        await page.getByText(UNANSWERED_MESSAGES.noAnswerYet, { exact: true }).waitFor({ state: 'detached' });
        await checkPage(page, `unanswered-${label}-2-cancelled`);
      } finally {
        resetClock();
      }
    }, 180_000);
  }
});
