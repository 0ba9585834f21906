import { describe, expect, it } from 'vitest';
import type { FirstScreenSeed } from '#contract/first-screens';
import { createQueryClient } from '#client/lib/query-client';
import { horseKeys } from '#client/lib/queries/horses';
import { buildHorse, SITE_CONFIG } from '#client/test-utils/horse-fixtures';
import { browseApiSearch } from '#client/features/horses/browse/browse-page';
import { renderPage } from './render-page';
import { applyFirstScreenSeed } from './seed';

const seed = (page?: FirstScreenSeed['page']): FirstScreenSeed => ({
  user: null,
  siteConfig: SITE_CONFIG,
  today: '2026-03-04',
  ...(page ? { page } : {}),
});

describe('the first-screen seed (decision 0019)', () => {
  it('puts each kind of page data under the key its page reads it by', () => {
    const horse = buildHorse({ id: 7 });
    const client = createQueryClient();
    applyFirstScreenSeed(client, seed({ kind: 'horse', horse }));
    expect(client.getQueryData(horseKeys.detail(7))).toEqual(horse);

    applyFirstScreenSeed(client, seed({ kind: 'browse', horses: [horse], total: 30 }));
    expect(client.getQueryData(horseKeys.search(browseApiSearch('')))).toEqual({
      pages: [{ horses: [horse], total: 30 }],
      pageParams: [0],
    });

    // Near a place: under the key of that search, with the place named, as fetchHorsePage keeps it.
    const near = { search: 'location=York', place: 'York (YO1)' };
    applyFirstScreenSeed(client, seed({ kind: 'browse', horses: [horse], total: 3, near }));
    expect(client.getQueryData(horseKeys.search(browseApiSearch('location=York')))).toEqual({
      pages: [{ horses: [horse], total: 3, place: 'York (YO1)' }],
      pageParams: [0],
    });
  });

  it('draws a search near a place with the words the page shows: its place, count and nearest horse', async () => {
    const horses = [
      buildHorse({ id: 7, name: 'Juniper', distanceMiles: 1.2 }),
      buildHorse({ id: 8, name: 'Bramble', distanceMiles: 4 }),
    ];
    const near = { search: 'location=York', place: 'York (YO1)' };
    const drawn = await renderPage(
      '/browse?location=York',
      seed({ kind: 'browse', horses, total: 2, near }),
      360,
    );
    // As a reader sees it: React's text separators (<!-- -->) are nothing, an element's edge a space.
    const text = drawn.markup
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Search Results near "York (YO1)"');
    expect(text).toContain('Found 2 horses within 300 miles');
    expect(drawn.markup).toMatch(/<input[^>]*value="York"/);
    expect(text.indexOf('Juniper')).toBeLessThan(text.indexOf('Bramble'));
    // Not the loading state: the results are there before any script runs.
    expect(drawn.markup).not.toContain('horse-card-skeleton');
  });

  it("draws a horse's page from the seed alone, and hands back the cache it was drawn from", async () => {
    const horse = buildHorse({ id: 7, name: 'Juniper' });
    const drawn = await renderPage('/horse/7', seed({ kind: 'horse', horse }), 1280);
    expect(drawn.markup).toContain('Juniper');
    expect(JSON.stringify(drawn.state)).toContain('"Juniper"');
  });
});
