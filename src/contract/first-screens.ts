/**
 * The file the client build writes and the server reads (issue #16): which script files each of the most
 * visited pages needs beyond the entry, and which API reply it asks for first. The build side is
 * scripts/first-screens-build.ts, the server side src/server/platform/first-screens.ts.
 */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

import type { Horse } from './horses';
import type { SiteConfig } from './site-config';
import type { SessionUser } from './users';

export type FirstScreenName = 'landing' | 'browse' | 'horse';

/**
 * What a first screen is drawn from, as the server hands it to the renderer (src/client/prerender/): the
 * member (or none), the site configuration, the server's calendar day and the page's own reply. Typed on
 * both sides of the wall, and checked by the server against the contract's schemas before it is used.
 */
export interface FirstScreenSeed {
  user: SessionUser | null;
  siteConfig: SiteConfig;
  /** Today on the server's London calendar ('YYYY-MM-DD'): the day a calendar on the page opens at. */
  today: string;
  page?: FirstScreenPage;
}

export type FirstScreenPage =
  | { kind: 'horse'; horse: Horse }
  /** /browse with no filters: the first page of results and the total (X-Total-Count). */
  | { kind: 'browse'; horses: Horse[]; total: number };

export interface FirstScreensFile {
  /** The entry script and what it imports statically: every page loads these. */
  entryFiles: string[];
  screens: Array<{
    /** Which page: the server picks the photo to preload by it. */
    name: FirstScreenName;
    /** The path it answers, as a regular expression; `$1` in `data` is its first group. */
    pattern: string;
    /** The API reply the page asks for first, when the address has no query string. */
    data?: string;
    /** Its script files beyond the entry's, as absolute paths. */
    files: string[];
  }>;
  /** What every page asks first (the navbar and footer). */
  shellData: string[];
}
