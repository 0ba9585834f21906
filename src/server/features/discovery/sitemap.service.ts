import { STATIC_PAGE_HEADINGS } from '#contract/page-meta.js';
import type { Executor } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { findPublicHorseIds, findPublicMemberIds } from './sitemap.repository.js';

/** The protocol's limit: a sitemap file lists at most 50,000 addresses; past that, an index of files. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapDeps {
  db: Executor;
  publicUrl: string;
  /** Addresses per file (the protocol's 50,000; tests use fewer). */
  perFile?: number;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlSet = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

/**
 * Every address a search engine may list, in a fixed order: the fixed pages, then each public horse, then
 * each public profile. Read from the database on each request, so a horse hidden or added a moment ago is
 * already out or in: the list is as current as the listings themselves.
 */
async function* publicAddresses(deps: SitemapDeps): AsyncGenerator<string> {
  const { db, publicUrl } = deps;
  for (const path of [...Object.keys(STATIC_PAGE_HEADINGS), '/browse']) yield `${publicUrl}${path}`;
  const page = 5_000;
  const today = calendarToday();
  const findListedHorseIds = (db: Executor, after: number, limit: number) =>
    findPublicHorseIds(db, after, limit, today);
  for (const [find, prefix] of [
    [findListedHorseIds, '/horse/'],
    [findPublicMemberIds, '/user/'],
  ] as const) {
    let after = 0;
    for (;;) {
      const ids = await find(db, after, page);
      for (const id of ids) yield `${publicUrl}${prefix}${id}`;
      if (ids.length < page) break;
      after = ids[ids.length - 1] ?? after;
    }
  }
}

/** Addresses `from` to `from + count - 1` of the list, and whether any come after them. */
async function slice(deps: SitemapDeps, from: number, count: number) {
  const urls: string[] = [];
  let index = 0;
  for await (const url of publicAddresses(deps)) {
    if (index >= from + count) return { urls, more: true };
    if (index >= from) urls.push(url);
    index++;
  }
  return { urls, more: false };
}

/** /sitemap.xml: the list itself while it fits one file, else an index of /sitemap-1.xml, -2, … */
export async function mainSitemap(deps: SitemapDeps): Promise<string> {
  const perFile = deps.perFile ?? SITEMAP_URL_LIMIT;
  const first = await slice(deps, 0, perFile);
  if (!first.more) return urlSet(first.urls);
  let files = 0;
  for await (const _url of publicAddresses(deps)) files++;
  const parts = Array.from(
    { length: Math.ceil(files / perFile) },
    (_, i) => `${deps.publicUrl}/sitemap-${i + 1}.xml`,
  );
  return sitemapIndex(parts);
}

/** /sitemap-N.xml: the N-th file of a list too long for one; a 404 past the end, or while one file is enough. */
export async function sitemapPart(deps: SitemapDeps, part: number): Promise<string> {
  const perFile = deps.perFile ?? SITEMAP_URL_LIMIT;
  const { urls } = await slice(deps, (part - 1) * perFile, perFile);
  const oneFileEnough = part === 1 && !(await slice(deps, perFile, 1)).urls.length;
  if (urls.length === 0 || oneFileEnough) throw notFound('No such sitemap');
  return urlSet(urls);
}
