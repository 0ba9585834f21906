import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FirstScreensFile } from '#contract/first-screens.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { signIn } from '#tests/setup/http.js';
import { writeClientBuild } from '#tests/setup/client-build.js';
import { useTestApp } from '#tests/setup/test-app.js';
import {
  createHorseViaApi,
  horseWithPendingAndApprovedPhotos,
  uploadImage,
} from '#server/features/horses/horse-test-helpers.js';

// A client build as `npm run build` leaves it: index.html and the list of first screens (shortened).
const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const STYLESHEET = '.card{border-radius:1rem}';
const INDEX_HTML = `<!doctype html><html><head><title>Stablemates</title>${STYLESHEET_LINK}</head><body><div id="root"></div></body></html>`;
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
// The page renderer the build makes for Node, reduced to what the server relies on: markup for a seed, a
// failure, or no answer at all.
const clientDir = writeClientBuild('first-screens', {
  indexHtml: INDEX_HTML,
  firstScreens: FIRST_SCREENS,
  files: { 'assets/index-1.css': STYLESHEET },
  renderPage: `export async function renderPage(path, seed, width) {
    globalThis.pagesDrawn = (globalThis.pagesDrawn ?? 0) + 1;
    const page = seed.page;
    const name = !page ? 'Landing' : page.kind === 'horse' ? page.horse.name : page.horses.length === 0 ? 'No horses' : page.horses[0].name + ' and ' + (page.total - 1) + ' more';
    if (name === 'Slow') return new Promise(() => {});
    if (name === 'Broken') throw new Error('cannot draw this');
    return { markup: '<main><h1>' + name + '</h1><p>' + path + ' for ' + seed.siteConfig.siteName + '</p></main>', state: { seed } };
  }`,
});

const ctx = useTestApp({ deps: () => ({ clientDir }) });

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The page less its <head>, which each page has of its own (page-head.ts). */
const withoutHead = (html: string) => html.replace(/<head>.*<\/head>/s, '<head></head>');

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
  const { horse, approved } = await horseWithPendingAndApprovedPhotos(ctx, cookie);
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
    // The page arrives drawn for this visitor, with the replies it was drawn from (see below).
    expect(hrefsOf(links, 'preload', 'fetch')).toEqual([]);
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
    expect(hrefsOf(plain, 'preload', 'fetch')).toEqual([]);
    expect(hrefsOf(plain, 'preload', 'image')).toEqual([approvedThumb]);

    const filtered = linksOf((await page('/browse?location=York&experienceLevel=beginner')).body);
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

  it('sends other pages index.html as built with their own head (noindex), shared caches allowed', async () => {
    for (const url of ['/login', '/horse/abc', '/browse/extra', '/messages']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(withoutHead(res.body)).toBe(withoutHead(INDEX_HTML));
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const landing = linksOf((await page('/')).body);
    expect(hrefsOf(landing, 'modulepreload')).toEqual(['/assets/screen-landing-1.js']);
    expect(hrefsOf(landing, 'preload', 'image')).toEqual([]);
  });

  it('names what an undrawn page asks first, fetched with credentials as the API client does', async () => {
    // With filters the server does not know the page's own request, so it does not draw the page.
    const links = linksOf((await page('/browse?location=York&services=general-care')).body);
    expect(hrefsOf(links, 'preload', 'fetch')).toEqual(['/api/auth/me', '/api/site-config']);
    for (const link of links.filter((l) => l.as === 'fetch'))
      expect(link.crossorigin).toBe('use-credentials');
  });

  describe('pages drawn on the server', () => {
    const drawnData = (html: string) => {
      const match = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html);
      return match ? (JSON.parse(match[1] ?? '') as { state: { seed: unknown }; width: number }) : null;
    };

    it('arrives drawn with the reply it was drawn from, safe inside its script element', async () => {
      const { horse } = await horseWithPhotos();
      const description = 'Loves hacking out. </script><script>alert(1)</script>';
      await ctx.db.update(horses).set({ description }).where(eq(horses.id, horse.id));
      const res = await page(`/horse/${horse.id}`);
      expect(res.body).toContain(
        `<div id="root"><main><h1>Bramble</h1><p>/horse/${horse.id} for Stablemates</p></main></div>`,
      );
      expect(res.body).not.toContain('<script>alert(1)');
      expect(drawnData(res.body)).toEqual({
        state: {
          seed: {
            user: null,
            siteConfig: expect.objectContaining({ siteName: 'Stablemates' }),
            page: { kind: 'horse', horse: expect.objectContaining({ id: horse.id, description }) },
            // The calendar's day travels with the page (lib/calendar-today.ts).
            today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          },
        },
        width: 1280,
      });
      // The replies came with the page: the browser is not told to fetch them again.
      expect(hrefsOf(linksOf(res.body), 'preload', 'fetch')).toEqual([]);
    });

    it('brings its stylesheet inside it, so it paints without waiting for another file; an undrawn page links it', async () => {
      const { horse } = await horseWithPhotos();
      const head = (html: string) => html.slice(0, html.indexOf('</head>'));
      for (const url of [`/horse/${horse.id}`, '/browse', '/']) {
        const drawn = head((await page(url)).body);
        expect(drawn, url).toContain(`<style>${STYLESHEET}</style>`);
        expect(drawn, url).not.toContain(STYLESHEET_LINK);
      }
      for (const url of ['/login', '/browse?location=York&services=general-care']) {
        const undrawn = head((await page(url)).body);
        expect(undrawn, url).toContain(STYLESHEET_LINK);
        expect(undrawn, url).not.toContain('<style>');
      }
    });

    it('is left to the browser after a failed drawing or one too slow', async () => {
      const { horse } = await horseWithPhotos();

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

    it('draws /browse with the first page of horses and the total, for the width the browser suggests', async () => {
      await horseWithPhotos();
      const laptop = await page('/browse');
      expect(laptop.body).toContain('<main><h1>Bramble and 0 more</h1><p>/browse for Stablemates</p></main>');
      expect(drawnData(laptop.body)).toMatchObject({
        state: { seed: { page: { kind: 'browse', total: 1 } } },
        width: 1280,
      });
      const phone = await ctx.app.inject({
        method: 'GET',
        url: '/browse',
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
        },
      });
      expect(drawnData(phone.body)?.width).toBe(360);
      const hinted = await ctx.app.inject({
        method: 'GET',
        url: '/browse',
        headers: { 'sec-ch-ua-mobile': '?1' },
      });
      expect(drawnData(hinted.body)?.width).toBe(360);
      // With filters the server does not know what the page will ask: the browser draws it.
      expect(drawnData((await page('/browse?location=York&radiusMiles=10')).body)).toBeNull();
    });

    it('draws a search near a place from the search the API answers: nearest first, the place named', async () => {
      const { cookie } = await horseWithPhotos();
      await createHorseViaApi(ctx.app, cookie, { name: 'Juniper', location: 'Leeds', postcode: 'LS1 1UR' });
      const api = await page('/api/horses?location=Leeds&limit=24&offset=0');
      const res = await page('/browse?location=Leeds');
      // The renderer is given the address with its search (the page reads the place from it).
      expect(res.body).toContain(
        '<div id="root"><main><h1>Juniper and 1 more</h1><p>/browse?location=Leeds for Stablemates</p></main>',
      );
      const seed = drawnData(res.body)?.state as { seed: { user: unknown; page: unknown } };
      expect(seed.seed.user).toBeNull();
      expect(seed.seed.page).toEqual({
        kind: 'browse',
        horses: api.json(),
        total: 2,
        near: { search: 'location=Leeds', place: decodeURIComponent(String(api.headers['x-search-place'])) },
      });
      expect((seed.seed.page as { horses: Array<{ name: string }> }).horses.map((h) => h.name)).toEqual([
        'Juniper',
        'Bramble',
      ]);
      // Drawn with its replies: nothing for the browser to fetch first.
      expect(hrefsOf(linksOf(res.body), 'preload', 'fetch')).toEqual([]);

      // A place the search cannot find is drawn too: the page says it did not recognise it.
      const unknown = drawnData((await page('/browse?location=Qwxyzzy')).body)?.state as {
        seed: { page: unknown };
      };
      expect(unknown.seed.page).toEqual({
        kind: 'browse',
        horses: [],
        total: 0,
        near: { search: 'location=Qwxyzzy', place: null },
      });
    });

    it("counts a drawn place search against the visitor's own address, not the server's", async () => {
      await horseWithPhotos();
      const from = (remoteAddress: string) =>
        ctx.app.inject({ method: 'GET', url: '/browse?location=York', remoteAddress });
      // One visitor at the place-search limit (300 in 10 minutes) gets the page undrawn; another still drawn.
      for (let i = 0; i < 300; i += 1) {
        await ctx.app.inject({ method: 'GET', url: '/api/horses?location=York', remoteAddress: '10.0.0.1' });
      }
      expect(drawnData((await from('10.0.0.1')).body)).toBeNull();
      expect(drawnData((await from('10.0.0.2')).body)).not.toBeNull();
    });

    it('draws the landing page once a width for every visitor, and for each member their own', async () => {
      const drawings = () => (globalThis as { pagesDrawn?: number }).pagesDrawn ?? 0;
      const before = drawings();
      for (let visit = 0; visit < 3; visit += 1) {
        expect((await page('/')).body).toContain(
          '<div id="root"><main><h1>Landing</h1><p>/ for Stablemates</p>',
        );
      }
      const phone = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'sec-ch-ua-mobile': '?1' } });
      expect(drawnData(phone.body)?.width).toBe(360);
      expect(drawings() - before).toBeLessThanOrEqual(2);

      // A member's landing page is their own (their navbar): drawn for them, with them in the cache.
      await insertUser(ctx.db, { email: 'member@example.test', userType: 'enthusiast' });
      const member = await page('/', await signIn(ctx.app, 'member@example.test'));
      expect(drawnData(member.body)?.state).toMatchObject({
        seed: { user: { email: 'member@example.test', userType: 'enthusiast' } },
      });
      expect(hrefsOf(linksOf(member.body), 'modulepreload')).toEqual(['/assets/screen-landing-1.js']);
      // A session cookie that no longer signs anyone in is a visitor's page.
      const stale = await page('/', 'sm_session=not-a-session');
      expect(drawnData(stale.body)?.state).toMatchObject({ seed: { user: null } });
      // Only the first screens are drawn.
      expect(withoutHead((await page('/about-us')).body)).toBe(withoutHead(INDEX_HTML));
    });

    it('sends a drawn page compressed as the browser accepts', async () => {
      const { horse } = await horseWithPhotos();
      const url = `/horse/${horse.id}`;
      const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it("draws a member's horse page as they see it, their own photos under review included", async () => {
      const { horse, cookie } = await horseWithPhotos();
      const res = await page(`/horse/${horse.id}`, cookie);
      const seed = drawnData(res.body)?.state as {
        seed: { user: { email: string }; page: { horse: { images: string[] } } };
      };
      expect(seed.seed.user.email).toBe('owner@example.test');
      // The owner's view holds both photos; a visitor's only the approved one.
      expect(seed.seed.page.horse.images).toHaveLength(2);
      expect(hrefsOf(linksOf(res.body), 'preload', 'fetch')).toEqual([]);
    });
  });
});
