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
  });

  it("draws a horse's page from the seed alone, and hands back the cache it was drawn from", async () => {
    const horse = buildHorse({ id: 7, name: 'Juniper' });
    const drawn = await renderPage('/horse/7', seed({ kind: 'horse', horse }), 1280);
    expect(drawn.markup).toContain('Juniper');
    expect(JSON.stringify(drawn.state)).toContain('"Juniper"');
  });
});
