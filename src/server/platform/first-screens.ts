import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HorseSchema } from '#contract/horses.js';
import { approvedPhotos, DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '#contract/rules/horse-photos.js';
import { FIRST_SCREENS_FILE, type FirstScreenName, type FirstScreensFile } from '#contract/first-screens.js';
import { sessionCookieName } from './session.js';

/**
 * What index.html names in its <head> for the pages visitors most often open first (issue #16): the script
 * files the page needs beyond the entry, the API replies it asks for first, and its first photo. On a slow
 * phone network each of those would otherwise wait for the one before it (the entry script, then the
 * page's chunks, then the reply, then the photo), over half a second a step. Here they all start as soon
 * as the HTML arrives. The server picks the photo from the same reply the page will get, for this visitor.
 */

/** The picture the page shows largest, as a preload link's attributes. */
interface PhotoPreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
}

const PhotoFieldsSchema = HorseSchema.pick({ images: true, imageApprovalStatus: true, thumbnails: true });

/** Each page's largest picture, from the reply its first request gets; none for the landing page's text. */
const PHOTO_OF: Record<FirstScreenName, (reply: unknown) => PhotoPreload | undefined> = {
  landing: () => undefined,
  // The first card's photo, which the card draws at its thumbnail size.
  browse: (reply) => {
    const first = Array.isArray(reply) ? PhotoFieldsSchema.safeParse(reply[0]) : undefined;
    const photo = first?.success ? approvedPhotos(first.data)[0] : undefined;
    return photo ? { href: photo.thumbnail } : undefined;
  },
  // The gallery's large photo, with the same srcset and sizes as its <img>, so the browser picks one file.
  horse: (reply) => {
    const horse = PhotoFieldsSchema.safeParse(reply);
    const photo = horse.success ? approvedPhotos(horse.data)[0] : undefined;
    return photo
      ? { href: photo.url, imagesrcset: detailPhotoSrcSet(photo), imagesizes: DETAIL_PHOTO_SIZES }
      : undefined;
  },
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const link = (attributes: Record<string, string | undefined>) =>
  `<link ${Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

/** The page renderer the client build makes for Node (src/client/prerender/render-page.tsx). */
export interface PageRenderer {
  renderPage(path: string, seed: DrawSeed): Promise<string>;
}
/** What a page is drawn from: the reply its first request gets (src/client/app/first-screen-seed.ts). */
interface DrawSeed {
  page: FirstScreenName;
  horse: unknown;
}

/** Pages the server draws for a visitor who is not signed in, from their first reply. */
const DRAWN_ON_REQUEST: ReadonlySet<FirstScreenName> = new Set(['horse']);
/** A page not drawn by then is sent undrawn: the browser draws it, as for every other page. */
const DRAW_TIMEOUT_MS = 1000;
const FIRST_SCREEN_DATA_ID = 'first-screen-data';
const EMPTY_ROOT = '<div id="root"></div>';

/** Everything the server knows of the client build that shapes the first screens. */
export interface FirstScreensBuild {
  file: FirstScreensFile;
  indexHtml: string;
  /** index.html with the landing page drawn inside #root at build time, for visitors not signed in. */
  landingHtml: string | undefined;
  renderer: PageRenderer | undefined;
}

/** Reads what the client build wrote; undefined for a build without the list (every page still works). */
export async function loadFirstScreens(clientDir: string): Promise<FirstScreensBuild | undefined> {
  const read = (file: string) => readFile(path.join(clientDir, file), 'utf8').catch(() => undefined);
  const list = await read(FIRST_SCREENS_FILE);
  if (!list) return undefined;
  const rendererFile = path.join(clientDir, '..', 'ssr', 'render-page.js');
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
    : undefined;
  return {
    file: JSON.parse(list) as FirstScreensFile,
    indexHtml: (await read('index.html')) ?? '',
    landingHtml: await read('landing.html'),
    renderer,
  };
}

/** A member's page is not the drawn one (their navbar differs): any session cookie means maybe. */
const mayBeSignedIn = (request: FastifyRequest) =>
  [sessionCookieName(true), sessionCookieName(false)].some((name) => request.cookies[name] !== undefined);

/**
 * The whole index.html for this request when it is a first screen: what the page needs named in <head>,
 * and for a visitor who is not signed in the page already drawn inside #root. Undefined for any other page.
 */
export async function firstScreenPage(
  app: FastifyInstance,
  build: FirstScreensBuild,
  request: FastifyRequest,
): Promise<string | undefined> {
  const [pathname = '/', query] = request.url.split('?');
  const screen = build.file.screens.find((candidate) => new RegExp(candidate.pattern).test(pathname));
  if (!screen) return undefined;
  const anonymous = !mayBeSignedIn(request);
  // The page asks for other data when its address carries filters; only the plain address is known here.
  const pageData =
    screen.data && !query ? pathname.replace(new RegExp(screen.pattern), screen.data) : undefined;
  const reply = pageData ? await replyFor(app, pageData, request) : undefined;
  const photo = reply === undefined ? undefined : PHOTO_OF[screen.name](reply);
  const drawn =
    anonymous && reply !== undefined && DRAWN_ON_REQUEST.has(screen.name)
      ? await draw(build.renderer, pathname, { page: screen.name, horse: reply }, request)
      : undefined;
  // The API client fetches with credentials: 'include'; a preload must say the same to be used. A page
  // drawn here brings its reply along, so the browser does not ask for it again.
  const data = [...build.file.shellData, ...(pageData && !drawn ? [pageData] : [])];
  const head = [
    ...screen.files.map((href) => link({ rel: 'modulepreload', href })),
    ...data.map((href) => link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href })),
    ...(photo ? [link({ rel: 'preload', as: 'image', fetchpriority: 'high', ...photo })] : []),
  ].join('\n    ');
  const base =
    screen.name === 'landing' && anonymous && build.landingHtml ? build.landingHtml : build.indexHtml;
  const withHead = base.replace('</head>', `  ${head}\n  </head>`);
  return drawn ? withHead.replace(EMPTY_ROOT, drawn) : withHead;
}

/**
 * Asks this app for the reply the page will ask for, as this visitor (their cookie). Undefined unless it
 * answers 200: a failure of any kind only means no preload and no drawing.
 */
async function replyFor(app: FastifyInstance, url: string, request: FastifyRequest): Promise<unknown> {
  try {
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    return reply.statusCode === 200 ? reply.json() : undefined;
  } catch (error) {
    request.log.warn({ err: error, url }, 'first-screen reply skipped');
    return undefined;
  }
}

/**
 * #root with the page drawn inside, and the reply it was drawn from for the browser to hydrate with. Any
 * failure (a component that cannot draw on the server, too slow) leaves the page to the browser.
 */
async function draw(
  renderer: PageRenderer | undefined,
  pathname: string,
  seed: DrawSeed,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (!renderer) return undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const markup = await Promise.race([
      renderer.renderPage(pathname, seed),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), DRAW_TIMEOUT_MS);
      }),
    ]);
    if (markup === undefined) return undefined;
    // JSON inside a script element: `<` escaped, so no `</script>` in a horse's text can end it early.
    const json = JSON.stringify(seed).replace(/</g, '\\u003c');
    return (
      `<div id="root">${markup}</div>\n    ` +
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`
    );
  } catch (error) {
    request.log.warn({ err: error, path: pathname }, 'first-screen drawing skipped');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
