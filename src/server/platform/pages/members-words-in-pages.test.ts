import { beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreensFile } from '#contract/first-screens.js';
import {
  browsePageDescription,
  browsePageTitle,
  fullPageTitle,
  horsePageDescription,
  horsePageTitle,
  profilePageDescription,
  profilePageTitle,
} from '#contract/page-meta.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { signIn } from '#tests/setup/http.js';
import { writeClientBuild } from '#tests/setup/client-build.js';
import { useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 40: "$`", `$'`, `$&` and `$1` in what members write are words like any other. The server builds a
 * page from index.html and their words (the head's title and tags, the drawn page and its seed); had it
 * read them as String.replace patterns, the page's own markup would be pasted into the title and the body.
 */
const PATTERNS = "$` $' $& $1";

// index.html as the build writes it, with the generic head each page's own replaces.
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en-GB">',
  '  <head>',
  '    <meta charset="UTF-8">',
  '    <meta name="viewport" content="width=device-width, initial-scale=1.0">',
  '    <title>Stablemates</title>',
  '    <meta name="description" content="Horse owners and horse lovers, matched.">',
  '    <link rel="icon" href="/favicon.svg">',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const FIRST_SCREENS: FirstScreensFile = {
  entryFiles: ['/assets/index-1.js'],
  screens: [
    { name: 'landing', pattern: '^/$', files: ['/assets/screen-landing-1.js'] },
    { name: 'browse', pattern: '^/browse/?$', data: '/api/horses?limit=24&offset=0', files: [] },
    { name: 'horse', pattern: '^/horse/([1-9][0-9]{0,9})/?$', data: '/api/horses/$1', files: [] },
  ],
  shellData: ['/api/auth/me', '/api/site-config'],
};
// The build's page renderer, reduced to what reaches the markup: the member's name in the navbar and the
// words of the page's horses, escaped as React escapes text.
const clientDir = writeClientBuild('members-words', {
  indexHtml: INDEX_HTML,
  firstScreens: FIRST_SCREENS,
  renderPage: `const text = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
  const horse = (h) => '<article><h1>' + text(h.name) + '</h1>' +
    [h.breed, h.color, h.location, h.description, h.specialNeeds, h.owner?.firstName, h.owner?.lastName, h.owner?.bio]
      .map((words) => '<p>' + text(words) + '</p>').join('') + '</article>';
  export async function renderPage(path, seed) {
    const nav = '<nav>' + (seed.user ? text(seed.user.firstName + ' ' + seed.user.lastName) : 'Log in') + '</nav>';
    const page = seed.page;
    const main = !page ? '<h1>Landing</h1>' : page.kind === 'horse' ? horse(page.horse) : page.horses.map(horse).join('');
    return { markup: nav + '<main>' + main + '</main>', state: { seed } };
  }`,
});

const ctx = useTestApp({ deps: () => ({ clientDir }) });

// The renderer loads beside the start and pages go undrawn until it has: wait for it.
beforeEach(async () => {
  for (let tries = 0; tries < 50; tries += 1) {
    const landing = await ctx.app.inject({ method: 'GET', url: '/' });
    if (landing.body.includes('id="first-screen-data"')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the page renderer did not load');
});

const page = async (url: string, cookie?: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.body;
};

const occurrences = (html: string, part: string) => html.split(part).length - 1;
/** Text as a browser reads it from the markup. */
const unescaped = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? `&${name};`,
  );
const textOf = (html: string, pattern: RegExp) => unescaped(pattern.exec(html)?.[1] ?? '');
const titleOf = (html: string) => textOf(html, /<title>(.*?)<\/title>/s);
const metaOf = (html: string, key: string) =>
  textOf(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
const drawnSeed = (html: string) => {
  const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { state: { seed: Record<string, unknown> } }).state.seed : undefined;
};
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );

/** The page is index.html once: none of its own markup pasted into the head or the body. */
function expectOnePage(html: string) {
  for (const part of [
    '<!doctype html>',
    '<html',
    '<head>',
    '</head>',
    '<body>',
    '</body>',
    '<div id="root">',
    '<title>',
    '<script type="module"',
  ]) {
    expect(occurrences(html, part), part).toBe(1);
  }
}

/** A horse all of whose words carry the patterns, owned by a member whose name and bio carry them too. */
async function horseWithWords(words: string, email = 'owner@example.test') {
  const owner = await insertUser(ctx.db, {
    email,
    firstName: `Ann ${words}`,
    lastName: `Smith ${words}`,
    bio: `Bio ${words}`,
    location: `York ${words}`,
  });
  const horse = await insertHorse(ctx.db, {
    ownerId: owner.id,
    name: `Bramble ${words}`,
    breed: `Cob ${words}`,
    color: `Bay ${words}`,
    location: `Harrogate ${words}`,
    description: `Loves hacking out ${words}`,
    specialNeeds: `Sweet itch ${words}`,
  });
  return { owner, horse };
}

describe("members' words in the pages the server draws", () => {
  it("draws a horse's words and its owner's as written, once, in the head, the page and its seed", async () => {
    const { horse } = await horseWithWords(PATTERNS);
    const html = await page(`/horse/${horse.id}`);
    expectOnePage(html);
    expect(occurrences(html, 'id="first-screen-data"')).toBe(1);

    const title = fullPageTitle(horsePageTitle({ ...horse, height: '14.3-15.2hh' }), 'Stablemates');
    expect(title).toContain(PATTERNS);
    expect(titleOf(html)).toBe(title);
    expect(metaOf(html, 'og:title')).toBe(title);
    const description = horsePageDescription({ ...horse, services: [] });
    expect(metaOf(html, 'description')).toBe(description);
    expect(JSON.stringify(structuredData(html))).toContain(JSON.stringify(horse.name));

    const drawn = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => unescaped(match[1] ?? ''));
    expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(`Bramble ${PATTERNS}`);
    expect(drawn).toEqual(
      ['Cob', 'Bay', 'Harrogate', 'Loves hacking out', 'Sweet itch', 'Ann', 'Smith', 'Bio'].map(
        (word) => `${word} ${PATTERNS}`,
      ),
    );
    expect(drawnSeed(html)?.page).toMatchObject({
      horse: {
        name: horse.name,
        breed: horse.breed,
        color: horse.color,
        location: horse.location,
        description: horse.description,
        specialNeeds: horse.specialNeeds,
        owner: { firstName: `Ann ${PATTERNS}`, lastName: `Smith ${PATTERNS}`, bio: `Bio ${PATTERNS}` },
      },
    });

    // As long as the same horse's page with plain words of the same length, give or take escaping.
    const plain = await horseWithWords('x'.repeat(PATTERNS.length), 'plain@example.test');
    const plainHtml = await page(`/horse/${plain.horse.id}`);
    expect(html.length).toBeLessThan(plainHtml.length * 1.1);
  });

  it('draws /browse with such a horse in its list, once and as written', async () => {
    const { horse } = await horseWithWords(PATTERNS);
    const html = await page('/browse');
    expectOnePage(html);
    expect(textOf(html, /<h1>(.*?)<\/h1>/)).toBe(horse.name);
    expect(drawnSeed(html)?.page).toMatchObject({ horses: [{ name: horse.name, breed: horse.breed }] });
  });

  it("names a member as they wrote it in their profile's head and their own drawn pages", async () => {
    const { owner } = await horseWithWords(PATTERNS);
    const profile = await page(`/user/${owner.id}`);
    expectOnePage(profile);
    expect(titleOf(profile)).toBe(fullPageTitle(profilePageTitle(owner), 'Stablemates'));
    expect(titleOf(profile)).toContain(PATTERNS);
    expect(metaOf(profile, 'description')).toBe(profilePageDescription(owner, 'Stablemates'));

    const cookie = await signIn(ctx.app, owner.email);
    const landing = await page('/', cookie);
    expectOnePage(landing);
    expect(textOf(landing, /<nav>(.*?)<\/nav>/)).toBe(`Ann ${PATTERNS} Smith ${PATTERNS}`);
    expect(drawnSeed(landing)?.user).toMatchObject({ firstName: owner.firstName, lastName: owner.lastName });
  });

  it('writes the browse address into the head as typed', async () => {
    const location = `York ${PATTERNS}`;
    const html = await page(`/browse?location=${encodeURIComponent(location)}`);
    expectOnePage(html);
    expect(titleOf(html)).toBe(fullPageTitle(browsePageTitle(location), 'Stablemates'));
    expect(metaOf(html, 'description')).toBe(browsePageDescription(location));
    expect(metaOf(html, 'og:url')).toBe(
      `${ctx.config.publicUrl}/browse?location=${encodeURIComponent(location)}`,
    );
  });
});
