import { describe, expect, it } from 'vitest';
import { DRAWN_SCREENS, type DrawnScreen, type FirstScreenName } from './first-screens.js';
import type { Horse } from './horses.js';
import { EXAMPLE_HORSE } from './test-fixtures.js';

const matches = (name: FirstScreenName, path: string) => new RegExp(DRAWN_SCREENS[name].pattern).test(path);
const read = (
  name: FirstScreenName,
  body: unknown,
  total = Number.NaN,
  search = '',
  place: string | null = null,
) => {
  const screen: DrawnScreen = DRAWN_SCREENS[name];
  return screen.read({ body, total, place }, search);
};

/** The example horse with a pending photo before its approved one: a screen shows only the approved. */
const HORSE = {
  ...EXAMPLE_HORSE,
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  imageApprovalStatus: ['pending', 'approved'],
  thumbnails: ['/uploads/a-card.webp', '/uploads/b-card.webp'],
} satisfies Horse;

describe('DRAWN_SCREENS (decision 0019)', () => {
  it('answers the landing page, /browse and a horse page, and nothing else', () => {
    expect(matches('landing', '/')).toBe(true);
    expect(matches('browse', '/browse')).toBe(true);
    expect(matches('browse', '/browse/')).toBe(true);
    expect(matches('horse', '/horse/7')).toBe(true);
    expect(matches('horse', '/horse/0')).toBe(false);
    expect(matches('horse', '/horse/abc')).toBe(false);
    expect(matches('landing', '/about-us')).toBe(false);
  });

  it("reads a horse page's reply into its seed and its first approved photo", () => {
    expect(read('horse', HORSE)).toEqual({
      page: { kind: 'horse', horse: HORSE },
      photo: {
        href: '/uploads/b.webp',
        imagesrcset: '/uploads/b-card.webp 480w, /uploads/b.webp 1600w',
        imagesizes: expect.any(String),
      },
    });
  });

  it("reads /browse's first page with its total, or the count when the header is missing", () => {
    expect(read('browse', [HORSE], 30)).toEqual({
      page: { kind: 'browse', horses: [HORSE], total: 30 },
      photo: { href: '/uploads/b-card.webp' },
    });
    expect(read('browse', [], Number.NaN)).toEqual({ page: { kind: 'browse', horses: [], total: 0 } });
  });

  it('asks for the first page of a search near a place, as the browse page does, and nothing else', () => {
    const dataFor = (search: string) => DRAWN_SCREENS.browse.dataFor(search);
    expect(DRAWN_SCREENS.browse.data).toBe('/api/horses?limit=24&offset=0');
    expect(dataFor('location=York')).toBe('/api/horses?location=York&limit=24&offset=0');
    expect(dataFor('location=%20Market+Harborough%20')).toBe(
      '/api/horses?location=Market+Harborough&limit=24&offset=0',
    );
    // As the page reads a longer place: what the box could hold.
    expect(dataFor(`location=${'a'.repeat(150)}`)).toBe(
      `/api/horses?location=${'a'.repeat(100)}&limit=24&offset=0`,
    );
    // Anything beside the place, or no place, and the server cannot tell what the page will ask.
    for (const search of [
      'location=York&experienceLevel=beginner',
      'location=',
      'location=York&location=Leeds',
      'suitsMe=true',
      'x=1',
    ]) {
      expect(dataFor(search)).toBeUndefined();
    }
  });

  it('reads a search near a place with the address and the place the server measured from', () => {
    expect(read('browse', [HORSE], 30, 'location=York', 'York (YO1)')).toEqual({
      page: {
        kind: 'browse',
        horses: [HORSE],
        total: 30,
        near: { search: 'location=York', place: 'York (YO1)' },
      },
      photo: { href: '/uploads/b-card.webp' },
    });
    expect(read('browse', [], 0, 'location=Nowhere', null)).toEqual({
      page: { kind: 'browse', horses: [], total: 0, near: { search: 'location=Nowhere', place: null } },
    });
  });

  it('leaves a page undrawn when its reply is not what it expects; the landing page needs none', () => {
    expect(read('horse', { name: 'Juniper' })).toBeNull();
    expect(read('browse', { horses: [] })).toBeNull();
    expect(DRAWN_SCREENS.horse.read(undefined, '')).toBeNull();
    expect(DRAWN_SCREENS.landing.read()).toEqual({});
    expect(DRAWN_SCREENS.landing.sameForEveryVisitor).toBe(true);
  });
});
