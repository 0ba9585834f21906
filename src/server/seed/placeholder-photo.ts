import sharp from 'sharp';

/**
 * Generated placeholder photos for demo horses: a soft sky over a field in the site's palette and a simple
 * horse silhouette. Drawn here rather than fetched, so the seed works offline and ships no stock photos.
 */
export interface PhotoStyle {
  coat: CoatName;
  sky: 'morning' | 'noon' | 'evening';
  /** Mirror the horse so it faces left. */
  facingLeft: boolean;
  /** 0–1: where along the field the horse stands. */
  position: number;
}

/** Coat and mane colours by the coat name a demo horse carries (its `color`). */
export const COATS = {
  Chestnut: { coat: '#7a3b1c', mane: '#3b1d0e' },
  Bay: { coat: '#5a3a24', mane: '#1f1712' },
  Black: { coat: '#2b2522', mane: '#15110f' },
  Grey: { coat: '#a59d95', mane: '#5f5852' },
  Palomino: { coat: '#c09456', mane: '#f1e6cf' },
  Brown: { coat: '#6e5240', mane: '#2e241d' },
  Roan: { coat: '#8c6d5a', mane: '#3d2e25' },
  Dun: { coat: '#a88a5f', mane: '#3a2c20' },
  Spotted: { coat: '#d9d2c5', mane: '#4a3f36' },
} as const;
export type CoatName = keyof typeof COATS;

const SKIES = {
  morning: ['#dbe9ee', '#f7f1e6'],
  noon: ['#bcd8e6', '#eef4ef'],
  evening: ['#f1d3b3', '#f6e7dc'],
} as const;

/** A horse standing side-on, facing right, in a 400 × 300 box with its hooves at y ≈ 262. */
function horse(coat: string, mane: string): string {
  const leg = (points: string) =>
    `<polyline points="${points}" fill="none" stroke="${coat}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `
    <path d="M122 150 C 100 165, 92 200, 98 232" fill="none" stroke="${mane}" stroke-width="12" stroke-linecap="round"/>
    ${leg('138,180 132,222 140,258')}
    ${leg('152,185 150,224 156,259')}
    ${leg('232,185 234,224 232,259')}
    ${leg('246,182 252,222 250,258')}
    <path d="M118 150 C 118 128, 150 122, 190 126 C 215 128, 235 122, 250 112 C 262 96, 272 80, 284 68
      L 288 56 L 295 66 C 305 74, 318 94, 330 110 C 336 119, 331 127, 321 126 C 309 124, 297 118, 287 114
      C 281 128, 271 146, 264 164 C 258 184, 244 196, 220 198 C 190 201, 160 200, 140 196
      C 124 190, 116 172, 118 150 Z" fill="${coat}"/>
    <path d="M282 70 L 280 54 L 290 64 Z" fill="${coat}"/>
    <path d="M248 112 C 260 96, 270 80, 284 66 L 280 82 C 272 96, 264 110, 256 122 Z" fill="${mane}"/>
    <circle cx="303" cy="88" r="3" fill="#1c211e"/>`;
}

export function horseSvg(style: PhotoStyle): string {
  const [skyTop, skyBottom] = SKIES[style.sky];
  const shift = Math.round((style.position - 0.5) * 120);
  const flip = style.facingLeft ? `translate(400 0) scale(-1 1)` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 400 300">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
    </linearGradient>
    <linearGradient id="field" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9fbf8a"/><stop offset="1" stop-color="#4f7d4e"/>
    </linearGradient>
  </defs>
  <rect width="400" height="300" fill="url(#sky)"/>
  <circle cx="${style.facingLeft ? 330 : 70}" cy="52" r="22" fill="#fffdf8" opacity="0.8"/>
  <path d="M0 190 C 80 165, 160 175, 240 168 C 310 162, 360 172, 400 165 L 400 300 L 0 300 Z" fill="#b7cfa3"/>
  <path d="M0 225 C 100 205, 220 215, 400 200 L 400 300 L 0 300 Z" fill="url(#field)"/>
  <g stroke="#8f6a4a" stroke-width="4" opacity="0.55">
    <line x1="0" y1="214" x2="400" y2="204"/><line x1="0" y1="232" x2="400" y2="222"/>
    ${[20, 110, 200, 290, 380].map((x) => `<line x1="${x}" y1="200" x2="${x}" y2="245"/>`).join('')}
  </g>
  <g transform="${flip} translate(${shift} 8)">${horse(COATS[style.coat].coat, COATS[style.coat].mane)}</g>
</svg>`;
}

/** A JPEG of the placeholder, as a phone camera would hand it to the upload call. */
export function renderHorsePhoto(style: PhotoStyle): Promise<Buffer> {
  return sharp(Buffer.from(horseSvg(style)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
