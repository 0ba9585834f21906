import { z } from 'zod';
import { browseLocationOf, HORSE_LIMITS, HorseSchema, type Horse } from './horses.js';
import { approvedPhotos, DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from './rules/horse-photos.js';
import type { SiteConfig } from './site-config.js';
import type { SessionUser } from './users.js';

/**
 * The pages drawn on the server (issue #16, decision 0019): the landing page, /browse and a horse's page.
 * DRAWN_SCREENS below is the one list of them. Everything else follows from it:
 * - the client build groups each screen's code and writes FIRST_SCREENS_FILE (scripts/first-screens-build.ts);
 * - the server names each screen's files, first reply and photo in index.html's <head>, and draws it
 *   (src/server/platform/pages/first-screens.ts, first-screen-drawing.ts);
 * - the renderer (src/client/prerender/) draws it from a FirstScreenSeed, and main.tsx loads the page's
 *   module from the route table before hydrating it (src/client/app/routes.tsx).
 *
 * To draw one more page on the server: add its entry here (pattern, module, first reply, how to read it).
 * Only a page drawn from a new kind of data also needs that kind in FirstScreenPage, where the type checker
 * then asks src/client/prerender/seed.ts for its query key. Decision 0019 says why.
 */

/** The file the client build writes and the server reads: each screen's files, pattern and first reply. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** An API reply as the page's first request gets it (the server asks its own app, as the visitor). */
export interface FirstReply {
  /** The JSON body, not yet checked: a screen reads it through the contract's schemas. */
  body: unknown;
  /** X-Total-Count, on a list. */
  total: number;
  /** A place search's X-Search-Place (decoded): the place distances are from; null when it names none. */
  place: string | null;
}

/** A preload link for the picture a page shows largest: the browser fetches the same file the page draws. */
export interface PhotoPreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
}

/**
 * What a drawn page shows of its own, beyond what every page has. Each kind is one query the client keeps
 * under its own key (src/client/prerender/seed.ts puts it there); a new kind needs its place there too,
 * which the type checker asks for.
 */
export type FirstScreenPage =
  | { kind: 'horse'; horse: Horse }
  /**
   * /browse with no filters, or near a place (`?location=York`): the first page of results and the total
   * (X-Total-Count); near a place, also the address's query string and the place the server measured
   * from (null: not recognised), as the page's own request would have them.
   */
  | { kind: 'browse'; horses: Horse[]; total: number; near?: { search: string; place: string | null } };

/** One drawn screen: everything the build, the server and the renderer need to know of it. */
export interface DrawnScreen {
  /** The path it answers, as a regular expression; `$1` in `data` is its first group. */
  pattern: string;
  /** The lazy module that draws it (app/routes.tsx), relative to src/client: its code is grouped by it. */
  module: string;
  /** The API reply the page asks for first, when its address has no query string. */
  data?: string;
  /**
   * The same when the address has a query string (`search`, without its `?`): the reply the page asks for
   * first at that address, or undefined when the server cannot tell it (the page is left to the browser).
   */
  dataFor?: (search: string) => string | undefined;
  /**
   * What the page is drawn from, read from that reply through the contract's schemas, and the photo it
   * shows largest. Null when the reply is not what the page expects: the page goes undrawn. `search` is
   * the address's query string ('' for none).
   */
  read: (
    reply: FirstReply | undefined,
    search: string,
  ) => { page?: FirstScreenPage; photo?: PhotoPreload } | null;
  /** The same for every visitor who is not signed in: one drawing per screen width serves them all. */
  sameForEveryVisitor?: boolean;
}

const HorsesSchema = z.array(HorseSchema);

/**
 * The `read` of a screen drawn from its first reply: the body through the contract's schema, or null (the
 * page goes undrawn) when there is no reply or its body is not what the page expects.
 */
function fromReply<T>(
  schema: z.ZodType<T>,
  read: (data: T, reply: FirstReply, search: string) => { page: FirstScreenPage; photo?: PhotoPreload },
): DrawnScreen['read'] {
  return (reply, search) => {
    const parsed = schema.safeParse(reply?.body);
    return reply && parsed.success ? read(parsed.data, reply, search) : null;
  };
}

/**
 * The place of a browse address that asks for nothing else (`location=York`), or undefined. Only then does
 * the server know the page's first request; any filter beside it leaves the page to the browser.
 */
function placeSearchOf(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((key) => key !== 'location') || params.getAll('location').length !== 1) {
    return undefined;
  }
  return browseLocationOf(params.get('location')) || undefined;
}

/** The first page of /api/horses as the browse page asks for it (features/horses/api.ts, in its order). */
const browseData = (location?: string) =>
  `/api/horses?${new URLSearchParams({
    ...(location ? { location } : {}),
    limit: String(HORSE_LIMITS.defaultPageSize),
    offset: '0',
  }).toString()}`;

/** What a page is drawn from, and the preload of the photo it shows largest when it has one. */
function withPhoto(page: FirstScreenPage, photo: PhotoPreload | undefined) {
  return { page, ...(photo ? { photo } : {}) };
}

export const DRAWN_SCREENS = {
  // The landing page's first screen is its hero text; its horses are further down and wait their turn.
  landing: {
    pattern: '^/$',
    module: 'features/landing/index.ts',
    read: () => ({}),
    sameForEveryVisitor: true,
  },
  browse: {
    pattern: '^/browse/?$',
    module: 'features/horses/browse/browse-page.tsx',
    // The first page of every horse, as browse-query.ts and useInfiniteQuery ask for it with no filter.
    data: browseData(),
    // Near a place and nothing else: the first page of that search, nearest first.
    dataFor: (search) => {
      const location = placeSearchOf(search);
      return location ? browseData(location) : undefined;
    },
    read: fromReply(HorsesSchema, (horses, reply, search) => {
      const total = Number.isInteger(reply.total) ? reply.total : horses.length;
      // The first card's photo, which the card draws at its thumbnail size.
      const first = horses[0] ? approvedPhotos(horses[0])[0] : undefined;
      const near = search ? { near: { search, place: reply.place } } : {};
      return withPhoto({ kind: 'browse', horses, total, ...near }, first && { href: first.thumbnail });
    }),
  },
  horse: {
    pattern: '^/horse/([1-9][0-9]{0,9})/?$',
    module: 'features/horses/detail/horse-detail-page.tsx',
    data: '/api/horses/$1',
    read: fromReply(HorseSchema, (horse) => {
      // The gallery's large photo, with the same srcset and sizes as its <img>, so the browser picks one file.
      const photo = approvedPhotos(horse)[0];
      return withPhoto(
        { kind: 'horse', horse },
        photo && { href: photo.url, imagesrcset: detailPhotoSrcSet(photo), imagesizes: DETAIL_PHOTO_SIZES },
      );
    }),
  },
} satisfies Record<string, DrawnScreen>;

export type FirstScreenName = keyof typeof DRAWN_SCREENS;

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

/** A page drawn, and the query cache it was drawn from for the browser to hydrate with. */
export interface DrawnPage {
  markup: string;
  /** TanStack's dehydrated cache: written into the page as JSON for main.tsx, never read by the server. */
  state: object;
}

/**
 * What the renderer bundle exports (src/client/prerender/render-page.tsx, built for Node into
 * dist/ssr/render-page.js). The server and the build's trial drawing load the bundle as this type, and the
 * renderer's own exports are declared with it, so the seed is one type from the server to the query cache.
 */
export interface FirstScreenRenderer {
  renderPage(path: string, seed: FirstScreenSeed, width?: number): Promise<DrawnPage>;
  /** For the build's trial drawing (scripts/ssr-build.ts). */
  FALLBACK_SITE_CONFIG: SiteConfig;
}

export interface FirstScreensFile {
  /** The entry script and what it imports statically: every page loads these. */
  entryFiles: string[];
  screens: Array<{
    name: FirstScreenName;
    /** DRAWN_SCREENS' pattern and data, as the build wrote them. */
    pattern: string;
    data?: string;
    /** Its script files beyond the entry's, as absolute paths. */
    files: string[];
  }>;
  /** What every page asks first (the navbar and footer). */
  shellData: string[];
}
