// Draws the installed app's icons (public/icons/*.png, named by public/manifest.webmanifest) from the
// site's favicon (public/favicon.svg), so they follow the brand when it changes:
// `node scripts/build-app-icons.mjs`.
//
// - icon-192.png and icon-512.png: the favicon as it is (a rounded square), for launchers that show an
//   icon whole.
// - icon-maskable-512.png: for launchers that cut their own shape (circle, squircle). The whole square is
//   filled with the favicon's green, and the mark is kept inside the middle 80 %, the "safe zone" a mask
//   never cuts into.
import { readFile } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

const ICONS_DIR = 'src/client/public/icons';
const favicon = await readFile('src/client/public/favicon.svg', 'utf8');
// The favicon's drawing: its 24 × 24 viewBox, background square and mark.
const viewBoxSize = 24;
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !mark) throw new Error('favicon.svg no longer has the rect and path this script reads');

async function write(fileName, svg, size) {
  await sharp(Buffer.from(svg), { density: (72 * size) / viewBoxSize })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${ICONS_DIR}/${fileName}`);
  console.log(`Wrote ${ICONS_DIR}/${fileName} (${size} × ${size})`);
}

for (const size of [192, 512]) await write(`icon-${size}.png`, favicon, size);

// The mark scaled to 70 % and centred: well inside the 80 % safe zone, on a full-bleed square.
const scale = 0.7;
const offset = (viewBoxSize * (1 - scale)) / 2;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">
  <rect width="${viewBoxSize}" height="${viewBoxSize}" fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>
</svg>`;
await write('icon-maskable-512.png', maskable, 512);
