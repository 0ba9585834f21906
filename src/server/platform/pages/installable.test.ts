import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '#tests/setup/test-app.js';

// A client build as `npm run build` leaves it, from the real files: public/ copied as it is, the service
// worker written to /sw.js (the build also sets its cache version: scripts/service-worker-build.ts).
const clientSource = path.resolve(import.meta.dirname, '../../../client');
const clientDir = mkdtempSync(path.join(tmpdir(), 'installable-build-'));
cpSync(path.join(clientSource, 'public'), clientDir, { recursive: true });
writeFileSync(
  path.join(clientDir, 'index.html'),
  readFileSync(path.join(clientSource, 'index.html'), 'utf8').replace('/main.tsx', '/assets/index-abc.js'),
);
cpSync(path.join(clientSource, 'service-worker', 'sw.js'), path.join(clientDir, 'sw.js'));

const ctx = useTestApp({ deps: () => ({ clientDir }) });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** What an installing browser reads of the manifest (decision 0027). */
const ManifestSchema = z.object({
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  description: z.string().min(1),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  theme_color: z.literal('#1f5130'),
  background_color: z.string().regex(/^#[0-9a-f]{6}$/),
  icons: z.array(
    z.object({
      src: z.string().startsWith('/'),
      sizes: z.string().regex(/^\d+x\d+$/),
      type: z.literal('image/png'),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});

describe('the installable app', () => {
  it('links its manifest from every page', async () => {
    const page = await get('/browse');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('serves a manifest with the name, colours, start address and icons an installing browser needs', async () => {
    const reply = await get('/manifest.webmanifest');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = ManifestSchema.parse(JSON.parse(reply.body));
    expect(manifest.name).toBe('Stablemates');
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('answers each icon of the manifest with a PNG of the size it states', async () => {
    const { icons } = ManifestSchema.parse(JSON.parse((await get('/manifest.webmanifest')).body));
    for (const icon of icons) {
      const reply = await get(icon.src);
      expect(reply.statusCode, icon.src).toBe(200);
      expect(reply.headers['content-type'], icon.src).toBe('image/png');
      const { width, height, format } = await sharp(reply.rawPayload).metadata();
      expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });

  it('serves the service worker as JavaScript that the browser checks for a new version on every visit', async () => {
    const reply = await get('/sw.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain("addEventListener('fetch'");
  });

  it('serves the offline page the worker keeps: it says so and offers to try again', async () => {
    const reply = await get('/offline.html');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<h1>You are offline</h1>');
    expect(reply.body).toMatch(/<a href="">Try again<\/a>/);
    // It stands alone: no script, style sheet or picture to fetch while offline.
    expect(reply.body).not.toMatch(/<script|<link rel="stylesheet"|<img|src="\//);
  });

  it('lets the page load its manifest and worker under the Content-Security-Policy', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });
});
