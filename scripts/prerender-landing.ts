/**
 * Part of the client build (vite.config.ts, after the bundle is written): builds
 * src/client/prerender/landing.tsx for Node, renders the landing page with it, and writes
 * `landing.html`, index.html with that markup inside #root. The server sends it for `/` to visitors
 * without a session cookie (src/server/platform/spa.ts), and main.tsx hydrates it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

export async function prerenderLanding(clientRoot: string, outDir: string): Promise<void> {
  // Beside the client build, so the built module finds react and the rest in node_modules.
  const serverBuild = path.join(outDir, '..', 'prerender');
  try {
    await build({
      configFile: false,
      root: clientRoot,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: 'prerender/landing.tsx', outDir: serverBuild, emptyOutDir: true },
    });
    const { renderLandingPage } = (await import(
      pathToFileURL(path.join(serverBuild, 'landing.js')).href
    )) as {
      renderLandingPage: () => Promise<string>;
    };
    const markup = await renderLandingPage();
    const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
    if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
    await writeFile(
      path.join(outDir, 'landing.html'),
      indexHtml.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`),
    );
  } finally {
    await rm(serverBuild, { recursive: true, force: true });
  }
}
