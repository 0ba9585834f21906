import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenPage, FirstScreenSeed } from '#contract/first-screens';
import { browseApiSearch } from '#client/features/horses/browse/browse-page';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { CALENDAR_TODAY_KEY } from '#client/lib/calendar-today';
import { horseKeys } from '#client/lib/queries/horses';
import { SITE_CONFIG_KEY } from '#client/lib/site-config';

/**
 * Puts the page's own data in the query cache, under the key the page reads it by. One case a kind of data,
 * not a screen (the screens are DRAWN_SCREENS in src/contract/first-screens.ts): a screen drawn from data
 * another already uses needs nothing here, and a new kind fails the type check until it has its case.
 */
function putPage(client: QueryClient, page: FirstScreenPage): void {
  switch (page.kind) {
    case 'horse':
      client.setQueryData(horseKeys.detail(page.horse.id), page.horse);
      return;
    case 'browse': {
      // Near a place, the page as fetchHorsePage (features/horses/api.ts) keeps it: with the place named.
      const { near } = page;
      client.setQueryData(horseKeys.search(browseApiSearch(near?.search ?? '')), {
        pages: [{ horses: page.horses, total: page.total, ...(near ? { place: near.place } : {}) }],
        pageParams: [0],
      });
      return;
    }
    default: {
      const unplaced: never = page;
      throw new Error(`No query key for the page data ${JSON.stringify(unplaced)}`);
    }
  }
}

/**
 * What a page is drawn from on the server (src/server/platform/pages/first-screens.ts), put in the query cache
 * under the keys the app reads, with its own key factories. The browser gets the cache as it was
 * (TanStack's dehydrated state), so it does not need to know these keys.
 *
 * Everything the first screen shows that could change while the browser hydrates is here: the member (or
 * none), the site configuration, and the page's own reply. Had the navbar fetched the configuration or the
 * member before the page hydrated, the page would find other data than it was drawn with. What only a
 * member's navbar fetches later (unread messages) is drawn as still loading on both sides.
 */
export function applyFirstScreenSeed(client: QueryClient, seed: FirstScreenSeed | undefined): void {
  if (!seed) return;
  client.setQueryData(CURRENT_USER_KEY, seed.user);
  client.setQueryData(SITE_CONFIG_KEY, seed.siteConfig);
  client.setQueryData(CALENDAR_TODAY_KEY, seed.today);
  if (seed.page) putPage(client, seed.page);
}
