import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FirstScreensFile } from '#contract/first-screens.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { createHorseViaApi, uploadImage } from '#server/features/horses/horse-test-helpers.js';

// A client build as `npm run build` leaves it: index.html and the list of first screens (shortened).
const INDEX_HTML =
  '<!doctype html><html><head><title>Stablemates</title></head><body><div id="root"></div></body></html>';
const FIRST_SCREENS: FirstScreensFile = {
  entryFiles: ['/assets/index-1.js'],
  screens: [
    { name: 'landing', pattern: '^/$', files: ['/assets/screen-landing-1.js'] },
    {
      name: 'browse',
      pattern: '^/browse/?$',
      data: '/api/horses?limit=24&offset=0',
      files: ['/assets/screen-browse-1.js', '/assets/screen-shared-1.js'],
    },
    {
      name: 'horse',
      pattern: '^/horse/([1-9][0-9]{0,9})/?$',
      data: '/api/horses/$1',
      files: ['/assets/screen-horse-1.js', '/assets/screen-shared-1.js'],
    },
  ],
  shellData: ['/api/auth/me', '/api/site-config'],
};
const buildDir = mkdtempSync(path.join(tmpdir(), 'first-screens-build-'));
const clientDir = path.join(buildDir, 'client');
mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
writeFileSync(path.join(clientDir, '.vite', 'first-screens.json'), JSON.stringify(FIRST_SCREENS));
// The landing page drawn at build time (prerender/landing.tsx), for visitors who are not signed in.
const DRAWN = '<h1>Where horse owners and horse lovers meet</h1>';
writeFileSync(
  path.join(clientDir, 'landing.html'),
  INDEX_HTML.replace('<div id="root"></div>', `<div id="root">${DRAWN}</div>`),
);

// The page renderer the build makes for Node, reduced to what the server relies on: markup for a seed, a
// failure, or no answer at all.
mkdirSync(path.join(buildDir, 'ssr'));
writeFileSync(
  path.join(buildDir, 'ssr', 'render-page.js'),
  `export async function renderPage(path, seed) {
    if (seed.horse.name === 'Slow') return new Promise(() => {});
    if (seed.horse.name === 'Broken') throw new Error('cannot draw this');
    return '<main><h1>' + seed.horse.name + '</h1><p>' + path + '</p></main>';
  }`,
);

const ctx = useTestApp({ deps: () => ({ clientDir }) });

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The <link> tags of a page's <head>, each as its attributes (as a browser reads them: &amp; is &). */
function linksOf(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link ([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [
        a[1],
        a[2]?.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}
const hrefsOf = (links: Array<Record<string, string>>, rel: string, as?: string) =>
  links.filter((link) => link.rel === rel && link.as === as).map((link) => link.href);

/** An owner's horse with two photos, of which only the second is approved (so the cover is not yet public). */
async function horseWithPhotos() {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  const cookie = await signIn(ctx.app, 'owner@example.test');
  const pending = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
  const approved = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
  const horse = await createHorseViaApi(ctx.app, cookie, { images: [pending, approved] });
  await ctx.db
    .update(horses)
    .set({ imageApprovalStatus: ['pending', 'approved'] })
    .where(eq(horses.id, horse.id));
  return { horse, cookie, approved, approvedThumb: approved.replace(/\.webp$/, '-thumb.webp') };
}

describe('first screens: what index.html names before the page asks', () => {
  it("names a horse page's scripts, its data and its first approved photo at the sizes the page draws", async () => {
    const { horse, approved, approvedThumb } = await horseWithPhotos();
    const res = await page(`/horse/${horse.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root">');
    const links = linksOf(res.body);
    expect(hrefsOf(links, 'modulepreload')).toEqual([
      '/assets/screen-horse-1.js',
      '/assets/screen-shared-1.js',
    ]);
    // The horse's own reply comes drawn into the page for this visitor (see below), so only the shell's.
    expect(hrefsOf(links, 'preload', 'fetch')).toEqual(['/api/auth/me', '/api/site-config']);
    // The API client fetches with credentials, and a preload is only used when it says the same.
    for (const link of links.filter((l) => l.as === 'fetch'))
      expect(link.crossorigin).toBe('use-credentials');
    const photo = links.find((link) => link.as === 'image');
    expect(photo).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: approved,
      imagesrcset: `${approvedThumb} 480w, ${approved} 1600w`,
      imagesizes: '(min-width: 1024px) 46rem, 100vw',
    });
  });

  it("names the first card's photo on /browse, and no data or photo once the address carries filters", async () => {
    const { approvedThumb } = await horseWithPhotos();
    const plain = linksOf((await page('/browse')).body);
    expect(hrefsOf(plain, 'preload', 'fetch')).toContain('/api/horses?limit=24&offset=0');
    expect(hrefsOf(plain, 'preload', 'image')).toEqual([approvedThumb]);

    const filtered = linksOf((await page('/browse?location=York')).body);
    expect(hrefsOf(filtered, 'modulepreload')).toEqual([
      '/assets/screen-browse-1.js',
      '/assets/screen-shared-1.js',
    ]);
    expect(hrefsOf(filtered, 'preload', 'fetch')).toEqual(['/api/auth/me', '/api/site-config']);
    expect(hrefsOf(filtered, 'preload', 'image')).toEqual([]);
  });

  it('preloads no photo a visitor may not see, nor for a horse that does not exist', async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const pending = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const horse = await createHorseViaApi(ctx.app, cookie, { images: [pending] });

    for (const who of [undefined, cookie]) {
      const links = linksOf((await page(`/horse/${horse.id}`, who)).body);
      expect(hrefsOf(links, 'preload', 'image')).toEqual([]);
      expect(hrefsOf(links, 'modulepreload')).toHaveLength(2);
    }
    const missing = await page('/horse/999999');
    expect(missing.statusCode).toBe(200);
    expect(hrefsOf(linksOf(missing.body), 'preload', 'image')).toEqual([]);
  });

  it('sends other pages index.html as built, shared caches allowed', async () => {
    for (const url of ['/login', '/horse/abc', '/browse/extra', '/messages']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const landing = linksOf((await page('/')).body);
    expect(hrefsOf(landing, 'modulepreload')).toEqual(['/assets/screen-landing-1.js']);
    expect(hrefsOf(landing, 'preload', 'image')).toEqual([]);
  });

  it('sends the drawn landing page to a visitor who is not signed in, and the empty one to a member', async () => {
    const visitor = await page('/');
    expect(visitor.body).toContain(`<div id="root">${DRAWN}</div>`);
    expect(hrefsOf(linksOf(visitor.body), 'modulepreload')).toEqual(['/assets/screen-landing-1.js']);

    // A member's navbar is not the visitor's: their page is drawn in the browser, as every other page is.
    await insertUser(ctx.db, { email: 'member@example.test', userType: 'enthusiast' });
    const member = await page('/', await signIn(ctx.app, 'member@example.test'));
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.body).not.toContain(DRAWN);
    expect(hrefsOf(linksOf(member.body), 'modulepreload')).toEqual(['/assets/screen-landing-1.js']);
    // Only / is drawn ahead.
    expect((await page('/about-us')).body).toBe(INDEX_HTML);
  });

  describe("a horse's page, drawn on the server for a visitor who is not signed in", () => {
    const drawnData = (html: string) => {
      const match = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html);
      return match
        ? (JSON.parse(match[1] ?? '') as { page: string; horse: { id: number; description: string } })
        : null;
    };

    it('arrives drawn with the reply it was drawn from, safe inside its script element', async () => {
      const { horse } = await horseWithPhotos();
      const description = 'Loves hacking out. </script><script>alert(1)</script>';
      await ctx.db.update(horses).set({ description }).where(eq(horses.id, horse.id));
      const res = await page(`/horse/${horse.id}`);
      expect(res.body).toContain(
        `<div id="root"><main><h1>Bramble</h1><p>/horse/${horse.id}</p></main></div>`,
      );
      expect(res.body).not.toContain('<script>alert(1)');
      expect(drawnData(res.body)).toMatchObject({ page: 'horse', horse: { id: horse.id, description } });
      // The reply came with the page: the browser is not told to fetch it again.
      expect(hrefsOf(linksOf(res.body), 'preload', 'fetch')).toEqual(['/api/auth/me', '/api/site-config']);
    });

    it('is left to the browser for a member, a failed drawing and a drawing too slow', async () => {
      const { horse, cookie } = await horseWithPhotos();
      const member = await page(`/horse/${horse.id}`, cookie);
      expect(member.body).toContain('<div id="root"></div>');
      expect(drawnData(member.body)).toBeNull();
      expect(hrefsOf(linksOf(member.body), 'preload', 'fetch')).toContain(`/api/horses/${horse.id}`);

      for (const name of ['Broken', 'Slow']) {
        await ctx.db.update(horses).set({ name }).where(eq(horses.id, horse.id));
        const started = Date.now();
        const res = await page(`/horse/${horse.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
        expect(drawnData(res.body)).toBeNull();
        expect(hrefsOf(linksOf(res.body), 'preload', 'fetch')).toContain(`/api/horses/${horse.id}`);
        expect(Date.now() - started).toBeLessThan(3000);
      }
    });
  });
});
