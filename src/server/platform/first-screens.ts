import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HorseSchema } from '#contract/horses.js';
import { approvedPhotos, DETAIL_PHOTO_SIZES, detailPhotoSrcSet } from '#contract/rules/horse-photos.js';
import { FIRST_SCREENS_FILE, type FirstScreenName, type FirstScreensFile } from '#contract/first-screens.js';

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

/** Reads the build's list of first screens; undefined for a build without it (the page still works). */
export async function loadFirstScreens(clientDir: string): Promise<FirstScreensFile | undefined> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, FIRST_SCREENS_FILE), 'utf8')) as FirstScreensFile;
  } catch {
    return undefined;
  }
}

/** The <head> additions for this request's page: nothing for a page that is not a first screen. */
export async function firstScreenHead(
  app: FastifyInstance,
  file: FirstScreensFile,
  request: FastifyRequest,
): Promise<string> {
  const [pathname = '/', query] = request.url.split('?');
  for (const screen of file.screens) {
    const pattern = new RegExp(screen.pattern);
    if (!pattern.test(pathname)) continue;
    // The page asks for other data when its address carries filters; only the plain address is known here.
    const pageData = screen.data && !query ? pathname.replace(pattern, screen.data) : undefined;
    const photo = pageData ? await photoFor(app, screen.name, pageData, request) : undefined;
    // The API client fetches with credentials: 'include'; a preload must say the same to be used.
    const data = [...file.shellData, ...(pageData ? [pageData] : [])];
    return [
      ...screen.files.map((href) => link({ rel: 'modulepreload', href })),
      ...data.map((href) => link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href })),
      ...(photo ? [link({ rel: 'preload', as: 'image', fetchpriority: 'high', ...photo })] : []),
    ].join('\n    ');
  }
  return '';
}

/**
 * Asks this app for the reply the page will ask for, as this visitor (their cookie), and picks the photo
 * from it. A failure of any kind only means no photo preload.
 */
async function photoFor(
  app: FastifyInstance,
  screen: FirstScreenName,
  url: string,
  request: FastifyRequest,
): Promise<PhotoPreload | undefined> {
  try {
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    return reply.statusCode === 200 ? PHOTO_OF[screen](reply.json()) : undefined;
  } catch (error) {
    request.log.warn({ err: error, url }, 'first-screen photo preload skipped');
    return undefined;
  }
}
