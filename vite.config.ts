import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const apiPort = process.env.PORT ?? '5000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The pages a visitor most often lands on, by path: the lazy module that draws each (app/routes.tsx) and
 * the API reply its first screen shows ($1: the path's first group). Both are preloaded from the first
 * moment rather than after the entry script has run and the page has asked.
 */
const LANDING_ROUTES: Array<[pattern: string, module: string, data?: string]> = [
  // The landing page's first screen is its hero text; its horses are further down and wait their turn.
  ['^/$', 'features/landing/index.ts'],
  ['^/browse/?$', 'features/horses/browse/browse-page.tsx'],
  ['^/horse/([1-9][0-9]{0,9})/?$', 'features/horses/detail/horse-detail-page.tsx', '/api/horses/$1'],
];
/** What every page asks first (the navbar and footer): preloaded on the pages above. */
const SHELL_DATA = ['/api/auth/me', '/api/site-config'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Writes assets/route-preload-<hash>.js and loads it (async) from index.html: it adds modulepreload links
 * for the chunks of the page being opened, so they download beside the entry script instead of one round
 * trip after it (on a slow phone network a round trip is over half a second). An external file, as the
 * Content-Security-Policy allows no inline script.
 */
async function writeRoutePreload(outDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into = new Set<string>()) => {
    if (!into.has(key) && manifest[key]) {
      into.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, into);
    }
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk');
  const loadedByEntry = closure(entryKey);
  const routes = LANDING_ROUTES.map(([pattern, module, data]) => {
    if (!manifest[module]) throw new Error(`No chunk for ${module}: update LANDING_ROUTES in vite.config.ts`);
    const files = [...closure(module)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${manifest[key]?.file ?? ''}`);
    return [pattern, files, data ? [...SHELL_DATA, data] : SHELL_DATA];
  });
  // The API client fetches with credentials: 'include', so the data preloads say use-credentials to match.
  const script =
    `(function(){var r=${JSON.stringify(routes)},p=location.pathname;` +
    'function add(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;' +
    'if(as){l.as=as;l.crossOrigin="use-credentials"}document.head.appendChild(l)}' +
    'for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]);if(m.test(p)){' +
    'r[i][1].forEach(function(f){add("modulepreload",f)});' +
    'r[i][2].forEach(function(d){add("preload",p.replace(m,d),"fetch")});break}}})();\n';
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const file = `assets/route-preload-${hash}.js`;
  await writeFile(path.join(outDir, file), script);
  const indexFile = path.join(outDir, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  await writeFile(
    indexFile,
    html.replace('</title>', `</title>\n    <script async src="/${file}"></script>`),
  );
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) next to every text file of the client build,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request or not at all (issue #16).
 */
async function precompressFiles(outDir: string): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** After the build: the route preload script, then the compressed copies (of it as well). */
function afterBuild(): Plugin {
  let outDir = '';
  return {
    name: 'stablemates-after-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writeRoutePreload(outDir);
      await precompressFiles(outDir);
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), afterBuild()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: scripts/check-landing-js.mjs follows it to weigh what the landing page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first screen: on a slow phone network (over half a second a round
        // trip, six connections) twenty 300-byte chunks cost more than the few KB a page does not use.
        // What the entry needs statically is one file; every icon one; the contract and zod one.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            { name: 'common', test: /src[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API runs beside Vite; uploads are served by the API as well.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          setupFiles: [
            'tests/setup/client.ts',
            'src/client/test-utils/load-toaster.ts',
            'tests/setup/fail-on-console-error.ts',
          ],
          // The slowest page tests (registration step 3) take about 1 s alone but passed the 5 s default
          // under a full-suite run on a loaded 2-core CI machine; a slow machine is not a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
