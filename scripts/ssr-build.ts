/**
 * Part of the client build (vite.config.ts, after the bundle is written): builds
 * src/client/prerender/render-page.tsx for Node into dist/ssr/, with which the server draws the first
 * screens on request (src/server/platform/pages/first-screens.ts), and draws the landing page once with it, so a
 * component that cannot be drawn on the server fails the build rather than a visitor's first page.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { FirstScreenRenderer } from '../src/contract/first-screens.js';

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
  // The bundle's exports are declared with the contract's type (render-page.tsx), so it is loaded as one.
  const renderer = (await import(
    pathToFileURL(path.resolve(outDir, SSR_RENDERER)).href
  )) as FirstScreenRenderer;
  const { markup } = await renderer.renderPage('/', {
    user: null,
    siteConfig: renderer.FALLBACK_SITE_CONFIG,
    // A trial drawing: any day will do.
    today: '2026-01-01',
  });
  if (!markup.includes('<h1')) throw new Error('The landing page drew without its heading');
}
