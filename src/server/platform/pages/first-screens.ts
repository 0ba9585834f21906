import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEARCH_PLACE_HEADER } from '#contract/places.js';
import { SiteConfigSchema } from '#contract/site-config.js';
import { SessionUserSchema, type SessionUser } from '#contract/users.js';
import {
  DRAWN_SCREENS,
  FIRST_SCREENS_FILE,
  type DrawnScreen,
  type FirstReply,
  type FirstScreenPage,
  type FirstScreensFile,
} from '#contract/first-screens.js';
import { loadDrawer, type Drawer } from './first-screen-drawing.js';
import { insertLiterally } from './insert-literally.js';
import { withStylesheetInline } from './inline-stylesheet.js';
import { sessionCookieName } from '../sessions/session.js';
import { today as calendarToday } from '../clock.js';

/**
 * What index.html names in its <head> for the pages visitors most often open first (issue #16): the script
 * files the page needs beyond the entry, the API replies it asks for first, and its first photo. On a slow
 * phone network each of those would otherwise wait for the one before it (the entry script, then the
 * page's chunks, then the reply, then the photo), over half a second a step. Here they all start as soon
 * as the HTML arrives. The server picks the photo from the same reply the page will get, for this visitor.
 * The page also arrives drawn, as this visitor or member sees it (first-screen-drawing.ts). Which pages,
 * and what each is drawn from, is the contract's DRAWN_SCREENS (src/contract/first-screens.ts).
 */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const link = (attributes: Record<string, string | undefined>) =>
  `<link ${Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

const EMPTY_ROOT = '<div id="root"></div>';
const SITE_CONFIG_PATH = '/api/site-config';

/** Everything the server knows of the client build that shapes the first screens. */
export interface FirstScreensBuild {
  file: FirstScreensFile;
  indexHtml: string;
  /** index.html for a page that arrives drawn: its stylesheet inside it (inline-stylesheet.ts). */
  drawnIndexHtml: string;
  draw: Drawer | undefined;
}

/** Reads what the client build wrote; undefined for a build without the list (every page still works). */
export async function loadFirstScreens(clientDir: string): Promise<FirstScreensBuild | undefined> {
  const read = (file: string) => readFile(path.join(clientDir, file), 'utf8').catch(() => undefined);
  const list = await read(FIRST_SCREENS_FILE);
  if (!list) return undefined;
  const indexHtml = (await read('index.html')) ?? '';
  return {
    file: JSON.parse(list) as FirstScreensFile,
    indexHtml,
    drawnIndexHtml: await withStylesheetInline(indexHtml, clientDir),
    draw: loadDrawer(clientDir),
  };
}

const CURRENT_USER_PATH = '/api/auth/me';

/** Only a request with a session cookie can be a member's; the others need not ask. */
const mayBeSignedIn = (request: FastifyRequest) =>
  [sessionCookieName(true), sessionCookieName(false)].some((name) => request.cookies[name] !== undefined);

/**
 * The whole index.html for this request when it is a first screen: what the page needs named in <head>,
 * and the page already drawn inside #root, as this visitor or member sees it. Undefined for any other page.
 */
export async function firstScreenPage(
  app: FastifyInstance,
  build: FirstScreensBuild,
  request: FastifyRequest,
): Promise<string | undefined> {
  const [pathname = '/', query = ''] = request.url.split('?');
  const screen = build.file.screens.find((candidate) => new RegExp(candidate.pattern).test(pathname));
  if (!screen) return undefined;
  const drawnScreen: DrawnScreen = DRAWN_SCREENS[screen.name];
  // `screen.data` is the build's own template (its `$1` is the path's id), never a member's words. An
  // address with a query string asks for what the screen says it does (a place search), or for something
  // only the browser will know: then there is no page data here, and the page is left to the browser.
  const template = screen.data;
  const pageData = !template
    ? undefined
    : query
      ? drawnScreen.dataFor?.(query)
      : pathname.replace(new RegExp(screen.pattern), template);
  const reply = pageData ? await replyFor(app, pageData, request) : undefined;
  // Read through the contract's schemas: a reply that is not what the page expects (or none) is neither
  // drawn nor mined for a photo.
  const read = drawnScreen.read(reply, query);
  const photo = read?.photo;
  // The renderer's router reads the query string only of a page drawn from it (a place search): any other
  // page is drawn as at its plain address (the landing page's one drawing serves every ?utm_... too).
  const address = query && pageData ? `${pathname}?${query}` : pathname;
  const drawn = read
    ? await drawPage(app, build.draw, request, address, read.page, drawnScreen.sameForEveryVisitor)
    : undefined;
  // The API client fetches with credentials: 'include'; a preload must say the same to be used. A page
  // drawn here brings the replies it was drawn from along, so the browser does not ask for them.
  const data = drawn ? [] : [...build.file.shellData, ...(pageData ? [pageData] : [])];
  // The photo first: it is the page's largest paint, and a browser opens only six connections at a time.
  const head = [
    ...(photo ? [link({ rel: 'preload', as: 'image', fetchpriority: 'high', ...photo })] : []),
    ...screen.files.map((href) => link({ rel: 'modulepreload', href })),
    ...data.map((href) => link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href })),
  ].join('\n    ');
  // The drawn page and its seed carry members' words: inserted literally, never as a replacement pattern.
  const withHead = insertLiterally(
    drawn ? build.drawnIndexHtml : build.indexHtml,
    '</head>',
    `  ${head}\n  </head>`,
  );
  return drawn ? insertLiterally(withHead, EMPTY_ROOT, drawn) : withHead;
}

/**
 * The page drawn, when the renderer, the member (or none), the site configuration and the page's own reply
 * are all at hand. Whatever the first screen shows that could change before the page hydrates is in the
 * seed (src/client/prerender/seed.ts); what the member's navbar fetches later (unread messages) is drawn
 * as still loading on both sides.
 */
async function drawPage(
  app: FastifyInstance,
  draw: Drawer | undefined,
  request: FastifyRequest,
  address: string,
  page: FirstScreenPage | undefined,
  sameForEveryVisitor = false,
): Promise<string | undefined> {
  if (!draw) return undefined;
  const [user, siteConfigReply] = await Promise.all([
    memberFor(app, request),
    replyFor(app, SITE_CONFIG_PATH, request),
  ]);
  const siteConfig = SiteConfigSchema.safeParse(siteConfigReply?.body);
  if (user === undefined || !siteConfig.success) return undefined;
  // A page the same for every visitor who is not signed in (the landing page): one drawing serves them all.
  const reuse = sameForEveryVisitor && user === null;
  return draw.draw(
    request,
    address,
    { user, siteConfig: siteConfig.data, today: calendarToday(), page },
    { reuse },
  );
}

/** The signed-in member as /api/auth/me answers, null for none, undefined when that cannot be told. */
async function memberFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null | undefined> {
  if (!mayBeSignedIn(request)) return null;
  const reply = await app
    .inject({ method: 'GET', url: CURRENT_USER_PATH, headers: { cookie: request.headers.cookie ?? '' } })
    .catch(() => undefined);
  if (reply?.statusCode === 200) {
    const member = SessionUserSchema.safeParse(reply.json());
    return member.success ? member.data : undefined;
  }
  return reply?.statusCode === 401 ? null : undefined;
}

/**
 * Asks this app for the reply the page will ask for, as this visitor: their cookie, and their address, so
 * a per-address limit (place searches) counts the visitor, not the server. Undefined unless it answers
 * 200: a failure of any kind only means no preload and no drawing.
 */
async function replyFor(
  app: FastifyInstance,
  url: string,
  request: FastifyRequest,
): Promise<FirstReply | undefined> {
  try {
    const reply = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    if (reply.statusCode !== 200) return undefined;
    const place = reply.headers[SEARCH_PLACE_HEADER];
    return {
      body: reply.json(),
      total: Number(reply.headers['x-total-count'] ?? Number.NaN),
      place: typeof place === 'string' ? decodeURIComponent(place) : null,
    };
  } catch (error) {
    request.log.warn({ err: error, url }, 'first-screen reply skipped');
    return undefined;
  }
}
