// Draws the landing page's hero picture (issue #32): a horse in a fenced field, from the same drawing the
// demo horses' placeholder photos use (src/server/seed/placeholder-photo.ts), so nothing is downloaded and
// it can be drawn again when the palette changes:
//
//   npx tsx scripts/build-hero-image.ts
//
// Written as WebP at the widths the hero's srcset names (src/client/features/landing/hero-picture.tsx),
// each a few KB, so the landing page stays light on a phone.
import { Buffer } from 'node:buffer';
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { horseSvg } from '../src/server/seed/placeholder-photo.js';

const WIDTHS = [320, 640, 960];
const folder = 'src/client/public/images';
await mkdir(folder, { recursive: true });
const svg = Buffer.from(horseSvg({ coat: 'Chestnut', sky: 'evening', facingLeft: false, position: 0.55 }));
for (const width of WIDTHS) {
  const file = `${folder}/hero-horse-${width}.webp`;
  await sharp(svg, { density: 72 * (width / 640) * 1.5 })
    .resize(width, Math.round((width * 3) / 4))
    .webp({ quality: 72, effort: 6 })
    .toFile(file);
  console.log(`Wrote ${file} (${((await stat(file)).size / 1024).toFixed(1)} KB)`);
}
