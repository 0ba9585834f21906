// Builds the server ahead of time: one ES module, dist/server/main.js, bundled by esbuild from
// src/server/main.ts with the #server/* and #contract/* imports resolved (package.json "imports") and
// the packages in node_modules left as imports. `npm start` runs it with plain Node, no TypeScript at run
// time. Every `import.meta.url` in our sources is rewritten to the URL of the source file it was written
// in (relative to the bundle), so the paths the server finds from it (the migrations, the geocoder's place
// list, the client build) are the same whether it runs from source (tsx) or built.
// It also writes dist/server/pglite-template/, an empty migrated PGlite folder that a fresh data folder is
// copied from (src/server/db/pglite-template.ts).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist/server/main.js');
const sources = path.join(root, 'src') + path.sep;

/** `import.meta.url` in a source file → the same file's URL, computed from the bundle's own URL. */
const sourceFileUrls = (bundleFile) => ({
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(sources)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(bundleFile), args.path).split(path.sep).join('/');
      return {
        contents: contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

/** A closed, migrated PGlite folder that fresh data folders are copied from (pglite-template.ts). */
async function writePgliteTemplate() {
  const templateDir = path.join(path.dirname(outfile), 'pglite-template');
  await rm(templateDir, { recursive: true, force: true });
  await rm(path.join(path.dirname(outfile), 'pglite-template.tar.gz'), { force: true }); // the older form
  const client = await PGlite.create(templateDir, { extensions: { cube, earthdistance } });
  try {
    await migrate(drizzle(client), { migrationsFolder: path.join(root, 'drizzle') });
  } finally {
    await client.close();
  }
}

/**
 * Bundles one TypeScript entry the way the server is built: the benches run their app process from such a
 * bundle (bench/lib/app-server.ts), so they measure the code `npm start` runs, not tsx's (which wraps
 * every function in a naming helper that costs a few percent). The bundle's import.meta.url rewriting
 * takes the output's own folder.
 */
export async function bundleEntry(entry, out) {
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceFileUrls(out)],
  });
}

export async function buildServer() {
  await bundleEntry('src/server/main.ts', outfile);
  await writePgliteTemplate();
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--bundle') {
  // node scripts/build-server.mjs --bundle <entry.ts> <out.mjs>: one entry only (the benches' processes).
  await bundleEntry(process.argv[3], path.resolve(root, process.argv[4]));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Built dist/server (main.js and the PGlite template) in ${Math.round(performance.now() - started)} ms`,
  );
}
