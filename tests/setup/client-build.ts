import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirstScreensFile } from '#contract/first-screens.js';

/**
 * A client build in a temporary folder, laid out as `npm run build` leaves it for the server to read:
 * index.html, the list of first screens, and the page renderer the build makes for Node (`renderPage`,
 * the text of that module, reduced to what the test relies on). Returns the client folder.
 */
export function writeClientBuild(
  name: string,
  build: {
    indexHtml: string;
    firstScreens: FirstScreensFile;
    renderPage: string;
    /** Other files of the build, by their path under the client folder ('assets/index-1.css'). */
    files?: Record<string, string>;
  },
): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), `${name}-build-`));
  const clientDir = path.join(buildDir, 'client');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), build.indexHtml);
  writeFileSync(path.join(clientDir, '.vite', 'first-screens.json'), JSON.stringify(build.firstScreens));
  for (const [file, text] of Object.entries(build.files ?? {})) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), text);
  }
  mkdirSync(path.join(buildDir, 'ssr'));
  writeFileSync(path.join(buildDir, 'ssr', 'render-page.js'), build.renderPage);
  return clientDir;
}
