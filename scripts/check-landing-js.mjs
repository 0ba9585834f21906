// Fails when the landing page's JavaScript (the entry script, the landing page's lazy chunk and every chunk
// they import statically) weighs more than the budget gzipped (issue #16: 150 KB). Reads the Vite manifest
// of the client build, so run it after `npm run build`. Prints each chunk with its gzipped size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const LANDING_SOURCE = 'features/landing/index.ts';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The client build has no entry in its manifest: run `npm run build` first.');
if (!manifest[LANDING_SOURCE]) throw new Error(`No chunk for ${LANDING_SOURCE} in the manifest.`);

const chunks = new Set();
const visit = (key) => {
  if (chunks.has(key)) return;
  chunks.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(LANDING_SOURCE);

let totalBytes = 0;
const rows = [...chunks].map((key) => {
  const file = manifest[key].file;
  const gzipped = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  totalBytes += gzipped;
  return { file, gzipped };
});
rows.sort((a, b) => b.gzipped - a.gzipped);
for (const { file, gzipped } of rows) console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = totalBytes / 1024;
console.log(`Landing page JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB).`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB: split or trim what / loads.`);
  process.exit(1);
}
