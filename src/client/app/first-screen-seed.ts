import type { QueryClient } from '@tanstack/react-query';
import type { Horse } from '#contract/horses';
import { horseKeys } from '#client/lib/queries/horses';

/**
 * The API reply a page drawn on the server was drawn with (issue #16). The server writes it into the page
 * (`<script type="application/json" id="first-screen-data">`), and the browser puts it in the query cache
 * before hydrating, so both draw from the same data and the markup matches. The query keys come from the
 * same factories the pages use.
 */
export type FirstScreenSeed = { page: 'horse'; horse: Horse };

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export function applyFirstScreenSeed(client: QueryClient, seed: FirstScreenSeed | undefined): void {
  if (seed?.page === 'horse') client.setQueryData(horseKeys.detail(seed.horse.id), seed.horse);
}

/** The seed the server wrote into this page, if any. */
export function readFirstScreenSeed(): FirstScreenSeed | undefined {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreenSeed;
  } catch {
    return undefined;
  }
}
