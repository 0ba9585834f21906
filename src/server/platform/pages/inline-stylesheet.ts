import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { insertLiterally } from './insert-literally.js';

/** The build's one stylesheet link, as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;

/**
 * index.html with its stylesheet written into the page instead of linked, for the pages the server draws.
 * A drawn page can paint as soon as its HTML has arrived, but a linked stylesheet holds the first paint
 * back until it has come too; on a slow phone network it shares the line with the scripts and photos the
 * head names, and came about 0.6 s after the HTML (bench/RESULTS.md). The whole sheet is about 9 KB
 * compressed. Pages not drawn keep the link: they paint nothing before their scripts, and the browser
 * caches the file. Any surprise (no link, no file, a sheet that could close the element) keeps the link.
 */
export async function withStylesheetInline(indexHtml: string, clientDir: string): Promise<string> {
  const match = STYLESHEET_LINK.exec(indexHtml);
  const href = match?.[1];
  if (!match || !href) return indexHtml;
  const css = await readFile(path.join(clientDir, href), 'utf8').catch(() => undefined);
  if (css === undefined || /<\/style/i.test(css)) return indexHtml;
  return insertLiterally(indexHtml, match[0], `<style>${css}</style>`);
}
