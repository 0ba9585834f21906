import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { checkPage, JOURNEY_VIEWPORTS } from './support/journey.js';
import { addHorse, registerMember, unique } from './support/members.js';

const session = useBrowser();

/** The names on the result cards, top to bottom. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Horses' }).getByRole('heading', { level: 3 }).allTextContents();
}

describe('finding a share on my days (issue 41)', () => {
  // Two horses in Brecon, where no other journey lists one (the story's yard is in Kendal): one free at
  // weekends, one on weekdays.
  const names = { weekends: unique('Saffron'), weekdays: unique('Tansy') };

  beforeAll(async () => {
    const owner = await registerMember('owner', { firstName: 'Harriet' });
    const brecon = { location: 'Brecon', postcode: 'LD3 7AA' };
    await addHorse(owner, names.weekends, { ...brecon, initialAvailability: 'weekends' });
    await addHorse(owner, names.weekdays, { ...brecon, initialAvailability: 'weekdays' });
  });

  it.each(JOURNEY_VIEWPORTS)(
    'on a $label: reads the free days on the cards and keeps to Saturdays',
    async ({ label, width, height }) => {
      const page = await session.newPage({ width, height });
      await page.goto('/browse?location=Brecon&radiusMiles=10');
      const results = page.getByRole('list', { name: 'Horses' });
      await results.getByText('Free Sat, Sun').waitFor();
      await results.getByText('Free Mon, Tue, Wed, Thu, Fri').waitFor();
      expect((await cardNames(page)).sort()).toEqual([names.weekends, names.weekdays].sort());

      const filters = page.getByRole('complementary', { name: 'Filters' });
      const phone = label === 'phone';
      // On a phone the days wait in the Filters sheet; on a laptop they are in the panel.
      if (phone) await filters.getByRole('button', { name: /^Filters/ }).click();
      const where = phone ? page.getByRole('dialog', { name: 'Filters' }) : filters;
      const days = where.getByRole('group', { name: 'On my days' });
      const saturday = days.getByRole('button', { name: 'Saturday' });
      await saturday.click();
      expect(await saturday.getAttribute('aria-pressed')).toBe('true');
      await checkPage(page, `on-my-days-filters-${label}`);
      await where.getByRole('button', { name: phone ? 'Apply' : 'Search Horses' }).click();

      await page.waitForURL((url) => url.searchParams.get('weekdays') === 'saturday');
      await page.getByText('Found 1 horse within 10 miles').waitFor();
      expect(await cardNames(page)).toEqual([names.weekends]);
      if (phone) await filters.getByRole('button', { name: 'Filters , 1 active' }).waitFor();
      await checkPage(page, `on-my-days-results-${label}`);
    },
  );
});
