import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  FIRST_SCREENS_FILE,
  firstScreenChunkName,
  firstScreensFile,
  type BuiltChunk,
} from './scripts/first-screens-build.js';
import { SERVICE_WORKER_FILE, serviceWorkerSource } from './scripts/service-worker-build.js';
import { buildServerRenderer } from './scripts/ssr-build.js';

const clientRoot = path.resolve(import.meta.dirname, 'src/client');

const apiPort = process.env.PORT ?? '5000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/**
 * After the build: the first screens' file list, the service worker (/sw.js, decision 0027), the server's
 * page renderer and the drawn landing page, then the compressed copies.
 */
function afterBuild(): Plugin {
  let outDir = '';
  return {
    name: 'stablemates-after-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is BuiltChunk & typeof output => output.type === 'chunk',
      );
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: JSON.stringify(firstScreensFile(clientRoot, chunks), null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: await serviceWorkerSource(clientRoot),
      });
    },
    async closeBundle() {
      await buildServerRenderer(clientRoot, outDir);
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
            // What only the most visited pages need, in a file or two each (scripts/first-screens-build.ts),
            // their icons and contract rules included. Dependencies are named by the same rule, not pulled
            // into whichever screen claimed them first.
            { name: firstScreenChunkName(clientRoot), includeDependenciesRecursively: false },
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
          // Files share a worker's modules instead of importing the app again each (about a minute less
          // per run on 2 cores). Safe because server code keeps no state in modules that a test changes:
          // each file builds its own app, database and clock; the caches that are module-wide (the
          // geocoder's tables, the password estimator) are read-only once loaded.
          isolate: false,
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
          // Files stay isolated, unlike the server's. Tried on 2026-11-29 (`--isolate=false`): the time
          // went to building jsdom for each file (about 510 s of worker time out of 525), which sharing
          // modules does not save, and one file then saw another's fetch stub (a 404 for mark-browsed).
        },
      },
    ],
  },
});
