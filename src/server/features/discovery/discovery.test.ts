import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta.js';
import { insertUser } from '#server/db/factories.js';
import { horses, users } from '#server/db/schema/index.js';
import { SITEMAP_URL_LIMIT } from './sitemap.service.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { sampleJpeg } from '#tests/setup/sample-files.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';

// A client build as `npm run build` leaves index.html (shortened), without first screens: every page gets
// its own head all the same.
const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="generic"><title>Stablemates</title></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(path.join(tmpdir(), 'discovery-build-'));
mkdirSync(clientDir, { recursive: true });
writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);

const PUBLIC_URL = 'https://stablemates.example';
const ctx = useTestApp({
  env: { PUBLIC_URL, SITE_NAME: 'Stablemates' },
  deps: () => ({ clientDir }),
});

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The head of a page, as a crawler reads it: tag name and attributes, in order. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(head)?.[1]?.replaceAll('&amp;', '&');
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => m[1]),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
  };
}

/** A photo uploaded as the add-horse form does; its URL goes on a horse. */
async function uploadPhoto(cookie: string): Promise<string> {
  const body = multipartFile('horseImage', {
    name: 'horse.jpg',
    type: 'image/jpeg',
    data: await sampleJpeg(),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/horses/upload-image',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  return (res.json() as { imageUrl: string }).imageUrl;
}

const HORSE = {
  age: 12,
  color: 'Bay',
  description: 'A kind schoolmaster who loves hacking out.',
  services: ['exercising-riding', 'general-care'],
  experienceLevel: 'beginner',
  temperament: ['calm', 'friendly'],
};

/** An owner with a horse whose first photo is pending and second approved, as a moderator left it. */
async function ownerWithHorse(email = 'owner@example.test', overrides: object = {}) {
  const owner = await insertUser(ctx.db, {
    email,
    userType: 'owner',
    firstName: 'Harriet',
    lastName: 'Moss',
  });
  const cookie = await signIn(ctx.app, email);
  const pending = await uploadPhoto(cookie);
  const approved = await uploadPhoto(cookie);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/horses',
    headers: { cookie },
    payload: {
      ...HORSE,
      name: 'Biscuit',
      breed: 'Welsh Cob',
      height: '13.3-14.2hh',
      location: 'Guildford',
      postcode: 'GU1 3AA',
      images: [pending, approved],
      ...overrides,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const horse = created.json() as { id: number };
  await ctx.db
    .update(horses)
    .set({ imageApprovalStatus: ['pending', 'approved'] })
    .where(eq(horses.id, horse.id));
  return { owner, horse, pending, approved };
}

describe('pages name themselves to search engines and link previews', () => {
  it("a horse page: its own title, description, canonical address, preview and structured data, nothing finer than the owner's town", async () => {
    const { horse, pending } = await ownerWithHorse();
    const res = await get(`/horse/${horse.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.titles).toEqual(['Biscuit, 13.3–14.2 hh Welsh Cob near Guildford | Stablemates']);
    expect(head.descriptions).toEqual(['A kind schoolmaster who loves hacking out.']);
    expect(head.canonical).toBe(`${PUBLIC_URL}/horse/${horse.id}`);
    expect(head.robots).toBeUndefined();
    expect(head.og('title')).toBe(head.titles[0]);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('image')).toBe(`${PUBLIC_URL}/previews/horses/${horse.id}.jpg`);
    expect(head.twitter('card')).toBe('summary_large_image');
    const [page, trail] = head.jsonLd;
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage', url: head.canonical });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // Never the postcode, its district, a pending photo, or a point.
    const headText = res.body.slice(0, res.body.indexOf('</head>'));
    for (const secret of ['GU1', 'latitude', 'longitude', path.basename(pending)]) {
      expect(headText).not.toContain(secret);
    }
  });

  it('a horse without an approved photo is previewed with the site picture, never its pending one', async () => {
    const { horse } = await ownerWithHorse();
    await ctx.db
      .update(horses)
      .set({ imageApprovalStatus: ['pending', 'rejected'] })
      .where(eq(horses.id, horse.id));
    const head = headOf((await get(`/horse/${horse.id}`)).body);
    expect(head.og('image')).toBe(`${PUBLIC_URL}/og-default.png`);
    expect((await get(`/previews/horses/${horse.id}.jpg`)).statusCode).toBe(404);
  });

  it('a hidden horse is not described: its page is a noindex page with the site title, its preview a 404', async () => {
    const { horse } = await ownerWithHorse();
    expect((await get(`/previews/horses/${horse.id}.jpg`)).statusCode).toBe(200);
    await ctx.db.update(horses).set({ hiddenAt: new Date() }).where(eq(horses.id, horse.id));
    const head = headOf((await get(`/horse/${horse.id}`)).body);
    expect(head.titles).toEqual(['Stablemates']);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect((await get(`/previews/horses/${horse.id}.jpg`)).statusCode).toBe(404);
  });

  it("a horse's preview picture is its approved cover, 1200 × 630, made once and cacheable", async () => {
    const { horse, approved } = await ownerWithHorse();
    const first = await get(`/previews/horses/${horse.id}.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    // Made once and kept: with the photo itself gone from storage, the same crop is still served.
    const photoKey = approved.replace(/^\/uploads\//, '');
    rmSync(path.join(ctx.dataDir, 'uploads', photoKey));
    expect((await get(approved)).statusCode).toBe(404);
    const again = await get(`/previews/horses/${horse.id}.jpg`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const url of ['/previews/horses/999999.jpg', '/previews/horses/0.jpg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("a public profile, browse with its place, and the static pages carry their own words; members' pages say noindex", async () => {
    const { owner } = await ownerWithHorse();
    const profile = headOf((await get(`/user/${owner.id}`)).body);
    expect(profile.titles).toEqual(['Harriet Moss | Stablemates']);
    expect(profile.canonical).toBe(`${PUBLIC_URL}/user/${owner.id}`);
    expect(profile.robots).toBeUndefined();
    expect(profile.og('type')).toBe('profile');
    expect(profile.og('url')).toBe(profile.canonical);
    expect(profile.og('image')).toBe(`${PUBLIC_URL}/og-default.png`);
    expect(profile.twitter('card')).toBe('summary_large_image');
    expect(profile.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: profile.canonical,
      mainEntity: { '@type': 'Person', name: 'Harriet Moss' },
    });

    const browse = headOf((await get('/browse?location=York')).body);
    expect(browse.titles).toEqual(['Horses near York | Stablemates']);
    expect(browse.descriptions).toEqual([
      'Horses near York whose owners would welcome a hand with riding, yard work and care.',
    ]);
    expect(browse.canonical).toBe(`${PUBLIC_URL}/browse?location=York`);
    expect(browse.og('title')).toBe(browse.titles[0]);
    expect(browse.og('url')).toBe(browse.canonical);
    expect(browse.og('image')).toBe(`${PUBLIC_URL}/og-default.png`);
    expect(browse.twitter('card')).toBe('summary_large_image');
    expect(browse.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'SearchResultsPage',
        url: browse.canonical,
        name: 'Horses near York',
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
    const everyHorse = headOf((await get('/browse')).body);
    expect(everyHorse.canonical).toBe(`${PUBLIC_URL}/browse`);
    expect(everyHorse.jsonLd[0]).toMatchObject({ '@type': 'CollectionPage', name: 'Browse horses' });

    const about = headOf((await get('/about-us')).body);
    expect(about.titles).toEqual(['About Us | Stablemates']);
    expect(about.canonical).toBe(`${PUBLIC_URL}/about-us`);
    expect(about.og('image')).toBe(`${PUBLIC_URL}/og-default.png`);
    expect(about.jsonLd[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Stablemates',
      url: `${PUBLIC_URL}/`,
    });

    for (const url of ['/messages', '/my-profile', '/admin/dashboard', '/login', '/no-such-page']) {
      const head = headOf((await get(url)).body);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
      expect(head.titles, url).toHaveLength(1);
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt is plain text that keeps crawlers out of the API and members’ pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /my-profile',
        'Disallow: /admin',
        'Disallow: /messages',
      ]),
    );
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists the static pages and every public horse and profile; hidden horses and suspended or deleted members never', async () => {
    const { owner, horse } = await ownerWithHorse();
    const { horse: hidden } = await ownerWithHorse('second@example.test', { name: 'Shadow' });
    await ctx.db.update(horses).set({ hiddenAt: new Date() }).where(eq(horses.id, hidden.id));
    const { owner: suspended, horse: ofSuspended } = await ownerWithHorse('third@example.test');
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const gone = await insertUser(ctx.db, { email: 'gone@example.test' });
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/browse`,
        `${PUBLIC_URL}/faqs`,
        `${PUBLIC_URL}/horse/${horse.id}`,
        `${PUBLIC_URL}/user/${owner.id}`,
      ]),
    );
    for (const absent of [
      `/horse/${hidden.id}`,
      `/horse/${ofSuspended.id}`,
      `/user/${suspended.id}`,
      `/user/${gone.id}`,
    ]) {
      expect(urls).not.toContain(`${PUBLIC_URL}${absent}`);
    }
    // A horse hidden a moment ago is out of the very next sitemap.
    await ctx.db.update(horses).set({ hiddenAt: new Date() }).where(eq(horses.id, horse.id));
    expect((await get('/sitemap.xml')).body).not.toContain(`${PUBLIC_URL}/horse/${horse.id}<`);
  });
});

describe('a sitemap past the limit of one file', () => {
  const small = useTestApp({ env: { PUBLIC_URL }, deps: () => ({ clientDir, sitemapPerFile: 5 }) });

  it('becomes an index of files that together list every address once; past the end is a 404', async () => {
    for (const n of [1, 2, 3, 4]) await insertUser(small.db, { email: `member${n}@example.test` });
    const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    // 7 fixed pages, browse and 4 members: 12 addresses, 3 files of at most 5.
    expect(parts).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const part of parts) {
      const res = await small.app.inject({ method: 'GET', url: new URL(part).pathname });
      expect(res.statusCode).toBe(200);
      listed.push(...[...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    expect(listed).toHaveLength(12);
    expect(new Set(listed).size).toBe(12);
    expect((await small.app.inject({ method: 'GET', url: '/sitemap-4.xml' })).statusCode).toBe(404);
  });
});

describe('a sitemap at the protocol’s limit of 50,000 addresses', () => {
  const full = useTestApp({ env: { PUBLIC_URL }, deps: () => ({ clientDir }) });
  const fixedPages = Object.keys(STATIC_PAGE_HEADINGS).length + 1; // and /browse
  /** Members numbered from `from`, straight into the table: 50,000 through the factory would take minutes. */
  const addMembers = (from: number, count: number) =>
    full.db.execute(sql`
      insert into users (email, username, password_hash, first_name, last_name, user_type)
      select 'm' || n || '@example.test', 'm' || n || '@example.test', 'x', 'Member', 'Tester', 'owner'
      from generate_series(${from}::int, ${from + count - 1}::int) as n`);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

  it('is one file of exactly 50,000 addresses, and an index of two files at 50,001', async () => {
    await addMembers(1, SITEMAP_URL_LIMIT - fixedPages);
    const one = await full.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(one.body).toContain('<urlset');
    expect(locs(one.body)).toHaveLength(50_000);
    expect((await full.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);

    await addMembers(SITEMAP_URL_LIMIT, 1);
    const index = await full.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual([`${PUBLIC_URL}/sitemap-1.xml`, `${PUBLIC_URL}/sitemap-2.xml`]);
    const first = await full.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    const second = await full.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
    expect(locs(first.body)).toHaveLength(50_000);
    expect(locs(second.body)).toHaveLength(1);
  }, 120_000);
});
