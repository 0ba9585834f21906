// Writes test-results/screenshots/index.html: every screenshot the journeys saved, the phone and the
// laptop width of each step side by side, so a reviewer opens one page instead of a folder of files.
// .ci/run calls it after the end-to-end suite; the folder is the run's artifact for review.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results/screenshots');
const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.png')).sort();

/** "story-owner-registered-360.png" → ["story-owner-registered", 360]. */
const steps = new Map();
for (const file of files) {
  const match = /^(.*)-(\d+)\.png$/.exec(file);
  const step = match ? match[1] : file;
  const width = match ? Number(match[2]) : 0;
  steps.set(step, [...(steps.get(step) ?? []), { file, width }]);
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const sections = [...steps]
  .map(([step, shots]) => {
    const figures = shots
      .sort((a, b) => a.width - b.width)
      .map(
        ({ file, width }) =>
          `<figure><a href="${encodeURI(file)}"><img src="${encodeURI(file)}" alt="${escape(step)} at ${width} px" loading="lazy" width="${Math.min(width, 640)}"></a><figcaption>${width} px</figcaption></figure>`,
      )
      .join('');
    return `<section><h2>${escape(step)}</h2><div class="row">${figures}</div></section>`;
  })
  .join('\n');

await writeFile(
  path.join(dir, 'index.html'),
  `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Journey screenshots</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c211e}h2{font-size:1rem}
.row{display:flex;gap:1.5rem;align-items:flex-start;overflow-x:auto}figure{margin:0}
img{border:1px solid #ccc;height:auto}</style>
<h1>Journey screenshots (${files.length})</h1>
${sections || '<p>No screenshots were saved.</p>'}
`,
);
console.log(`Screenshots for review: ${files.length} in ${path.relative(process.cwd(), dir)}/ (index.html)`);
