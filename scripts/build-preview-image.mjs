// Draws the site's link-preview picture (public/og-default.png, 1200 × 630, the size Open Graph and
// Twitter cards ask for) from an SVG in the site's colours, so it can be rebuilt when the brand changes:
// `node scripts/build-preview-image.mjs`.
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1f5130"/>
  <rect x="60" y="60" width="1080" height="510" rx="36" fill="#f7f1e8"/>
  <g transform="translate(120 150) scale(6)">
    <rect width="24" height="24" rx="6" fill="#1f5130"/>
    <path d="M7 5v6.5a5 5 0 0 0 10 0V5" fill="none" stroke="#f6e7dc" stroke-width="2.8" stroke-linecap="round"/>
  </g>
  <text x="300" y="245" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#1f5130">Stablemates</text>
  <text x="120" y="400" font-family="DejaVu Sans, sans-serif" font-size="46" fill="#1c211e">Horse owners and horse lovers, matched.</text>
  <text x="120" y="470" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#4a5450">A UK community interest company. Free to join.</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true })
  .toFile('src/client/public/og-default.png');
console.log('Wrote src/client/public/og-default.png');
