// Fails when the landing page's JavaScript (the entry script, the landing page's lazy chunk and every chunk
// they import statically) weighs more than the budget gzipped (issue #16: 150 KB). Reads the list the client
// build writes, so run it after `npm run build`. Prints each chunk with its gzipped size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 150 KB is the target; the budget holds what was won since (120 KB measured). Zod (about 25 KB) stays
// out: what the landing page's modules read from the contract comes from its zod-free modules
// (option-lists.ts, horse-limits.ts, email-verification-words.ts), and a slip past this budget is most
// likely a schema import that brought it back.
const BUDGET_KB = 125;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
// Written by the build (scripts/first-screens-build.ts): the entry's files and each first screen's.
const firstScreens = JSON.parse(readFileSync(path.join(clientDir, '.vite/first-screens.json'), 'utf8'));
const landing = firstScreens.screens.find((screen) => screen.name === 'landing');
if (!landing) throw new Error('The client build lists no landing screen: run `npm run build` first.');
const chunks = new Set([...firstScreens.entryFiles, ...landing.files]);

let totalBytes = 0;
const rows = [...chunks].map((file) => {
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
