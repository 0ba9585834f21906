/**
 * Part of the client build (vite.config.ts, after the bundle is written):
 * - builds src/client/prerender/render-page.tsx for Node into dist/ssr/ (the server draws a horse's page
 *   with it on request: src/server/platform/first-screens.ts);
 * - draws the landing page with it and writes `landing.html`, index.html with that markup inside #root. The
 *   server sends it for `/` to visitors without a session cookie (src/server/platform/spa.ts).
 * main.tsx hydrates both.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

/** Where the server finds the page renderer, relative to the client build. */
export const SSR_RENDERER = '../ssr/render-page.js';

export async function buildServerRenderer(clientRoot: string, outDir: string): Promise<void> {
  // Beside the client build, so the built module finds react and the rest in node_modules.
  const ssrDir = path.resolve(outDir, path.dirname(SSR_RENDERER));
  await build({
    configFile: false,
    root: clientRoot,
    logLevel: 'warn',
    plugins: [react()],
    // The client's public files are already in the client build.
    publicDir: false,
    build: { ssr: 'prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true },
  });
  const { renderPage } = (await import(pathToFileURL(path.resolve(outDir, SSR_RENDERER)).href)) as {
    renderPage: (path: string) => Promise<string>;
  };
  const markup = await renderPage('/');
  const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  await writeFile(
    path.join(outDir, 'landing.html'),
    indexHtml.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`),
  );
}
