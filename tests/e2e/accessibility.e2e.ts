import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';
import { addHorse, registerEnthusiast, registerOwner, type Member } from './support/members.js';

/**
 * axe on every route of the app, as each kind of person who reaches it (visitor, enthusiast, owner,
 * admin), in the states that matter (loaded, empty, not found, a dialog open), at 1280 px and at 360 px.
 * The route table of the client is read from app/routes.tsx: a new route without a row here fails.
 */
const session = useBrowser();
const admin = inject('admin');

type Role = 'visitor' | 'enthusiast' | 'owner' | 'admin';

interface World {
  owner: Member;
  enthusiast: Member;
  horseId: number;
}

interface Visit {
  /** Where to go; `world` holds the ids this run created. */
  path: (world: World) => string;
  as: Role;
  /** What the page shows once it has loaded (other text for a state); its main heading when not given. */
  shows?: string | RegExp;
  /** Console errors this state causes on purpose (the 404 of a horse that does not exist). */
  expectedConsole?: RegExp;
  /** A state to reach after loading, e.g. a dialog opened. */
  then?: (page: Page) => Promise<void>;
  state?: string;
}

const openDialog = (button: string, dialogTitle: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog', { name: dialogTitle }).waitFor();
};

/**
 * Waits until nothing on the page says it is still loading (no busy region, no skeleton), so axe sees
 * the state people read. Not `networkidle`: a signed-in page keeps a live stream open.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), undefined, {
    timeout: 20_000,
  });
}

const openTab = (tab: string) => async (page: Page) => {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').waitFor();
  await settled(page);
};

/** Every route pattern of app/routes.tsx (`*` for the not-found page) → the visits that cover it. */
const VISITS: Record<string, Visit[]> = {
  '/': [
    { path: () => '/', as: 'visitor', shows: 'Where horse owners and horse lovers meet' },
    { path: () => '/', as: 'enthusiast', shows: 'Where horse owners and horse lovers meet' },
  ],
  '/browse': [
    { path: () => '/browse?location=York', as: 'visitor', shows: /Found \d+ horses?/ },
    { path: () => '/browse', as: 'enthusiast', shows: 'Browse horses' },
    {
      path: () => '/browse?location=York&services=occasional-cover&experienceLevel=advanced',
      as: 'visitor',
      state: 'no results',
      shows: /No horses/i,
    },
  ],
  '/horse/:id': [
    { path: (w) => `/horse/${w.horseId}`, as: 'visitor', shows: 'Breeze' },
    { path: (w) => `/horse/${w.horseId}`, as: 'enthusiast', shows: 'Breeze' },
    { path: (w) => `/horse/${w.horseId}`, as: 'owner', shows: 'Breeze' },
    {
      path: (w) => `/horse/${w.horseId}`,
      as: 'enthusiast',
      state: 'report dialog open',
      shows: 'Breeze',
      then: openDialog('Report', 'Report this listing'),
    },
    {
      path: () => '/horse/999999',
      as: 'visitor',
      state: 'not found',
      shows: 'Horse not found',
      expectedConsole: /status of 404/,
    },
  ],
  '/user/:id': [
    { path: (w) => `/user/${w.owner.id}`, as: 'visitor', shows: 'Harriet' },
    { path: (w) => `/user/${w.owner.id}`, as: 'enthusiast', shows: 'Harriet' },
    {
      path: (w) => `/user/${w.owner.id}`,
      as: 'enthusiast',
      state: 'block dialog open',
      shows: 'Harriet',
      then: openDialog('Block', 'Block Harriet?'),
    },
  ],
  '/register/step1': [{ path: () => '/register/step1', as: 'visitor' }],
  '/register/step2': [{ path: () => '/register/step2', as: 'visitor' }],
  '/register/step3': [{ path: () => '/register/step3', as: 'visitor' }],
  '/registration-complete': [{ path: () => '/registration-complete', as: 'enthusiast' }],
  '/register/:type': [
    { path: () => '/register/owner', as: 'visitor' },
    { path: () => '/register/enthusiast', as: 'visitor' },
  ],
  '/messages': [
    { path: () => '/messages', as: 'enthusiast', state: 'no conversations yet' },
    { path: () => '/messages', as: 'visitor', state: 'signed out' },
  ],
  '/login': [{ path: () => '/login', as: 'visitor' }],
  '/forgot-password': [{ path: () => '/forgot-password', as: 'visitor' }],
  '/reset-password/:token': [
    {
      path: () => '/reset-password/not-a-real-token',
      as: 'visitor',
      state: 'unknown link',
      shows: 'We do not recognise this reset link',
    },
  ],
  '/reset-password': [{ path: () => '/reset-password', as: 'visitor' }],
  '/email-confirmed': [
    { path: () => '/email-confirmed?result=confirmed', as: 'enthusiast', shows: 'E-mail confirmed' },
    { path: () => '/email-confirmed?result=expired', as: 'visitor', shows: 'This link has expired' },
  ],
  '/requests': [
    { path: () => '/requests', as: 'owner', shows: 'Requests for your horses' },
    { path: () => '/requests', as: 'enthusiast', shows: 'Your requests' },
  ],
  // A share's agreement is its two members' (agreement.e2e.ts checks one); anyone else is told it is not there.
  '/requests/:id/agreement': [
    {
      path: () => '/requests/2147483000/agreement',
      as: 'owner',
      state: 'not one of its members',
      shows: 'Agreement not found',
      expectedConsole: /status of 404/,
    },
  ],
  // A referee's page answers with a state whatever the link (references.e2e.ts answers an open one).
  '/reference/:token': [
    {
      path: () => '/reference/not-a-link-anyone-was-sent',
      as: 'visitor',
      state: 'unknown link',
      shows: 'This link cannot be used',
    },
  ],
  '/my-profile': [
    { path: () => '/my-profile', as: 'enthusiast', shows: 'My Profile' },
    { path: () => '/my-profile', as: 'owner', shows: 'My Profile' },
    {
      // The address names the Account section, which a phone would otherwise show folded.
      path: () => '/my-profile?section=account',
      as: 'enthusiast',
      state: 'delete dialog open',
      shows: 'My Profile',
      then: async (page) => {
        await page.getByRole('button', { name: 'Delete my account' }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
  ],
  '/add-horse': [{ path: () => '/add-horse', as: 'owner' }],
  '/edit-horse/:id': [{ path: (w) => `/edit-horse/${w.horseId}`, as: 'owner' }],
  '/saved-searches': [
    { path: () => '/saved-searches', as: 'enthusiast', state: 'none saved yet', shows: 'Saved searches' },
    { path: () => '/saved-searches', as: 'visitor', state: 'signed out' },
  ],
  '/unsubscribe/:token': [
    {
      path: () => '/unsubscribe/forged.token',
      as: 'visitor',
      state: 'a forged link',
      shows: 'Unsubscribe failed',
      expectedConsole: /status of 400/,
    },
  ],
  '/admin': [{ path: () => '/admin', as: 'visitor', shows: 'Admin Login' }],
  '/admin/dashboard': [
    { path: () => '/admin/dashboard', as: 'admin', shows: 'Admin Dashboard' },
    ...['Photo Reviews', 'ID Verifications', 'Riding Schools', 'Reports', 'Users', 'Audit Log'].map(
      (tab): Visit => ({
        path: () => '/admin/dashboard',
        as: 'admin',
        state: `${tab} tab`,
        shows: 'Admin Dashboard',
        then: openTab(tab),
      }),
    ),
  ],
  // An admin reads an agreement only while a report names it (agreement.e2e.ts reads a reported one).
  '/admin/agreements/:id': [
    {
      path: () => '/admin/agreements/2147483000',
      as: 'admin',
      state: 'no report names it',
      shows: 'Agreement not available',
      expectedConsole: /status of 403/,
    },
  ],
  '/terms-of-service': [{ path: () => '/terms-of-service', as: 'visitor', shows: 'Terms of Service' }],
  '/privacy-policy': [{ path: () => '/privacy-policy', as: 'visitor', shows: 'Privacy Policy' }],
  '/safety-guidelines': [{ path: () => '/safety-guidelines', as: 'visitor', shows: 'Safety Guidelines' }],
  '/faqs': [{ path: () => '/faqs', as: 'visitor', shows: 'Frequently Asked Questions' }],
  '/contact-us': [{ path: () => '/contact-us', as: 'visitor', shows: 'Contact Us' }],
  '/about-us': [{ path: () => '/about-us', as: 'visitor', shows: 'About Us' }],
  '*': [{ path: () => '/no-such-page', as: 'visitor' }],
};

/** The route patterns the client declares (its ROUTES table's `['/path', Page]` rows, and `*` for its catch-all). */
function clientRoutePatterns(): string[] {
  const source = readFileSync('src/client/app/routes.tsx', 'utf8');
  const paths = [...source.matchAll(/\[\s*'(\/[^']*)',\s*'\w+Page'\s*\]/g)].map((match) => match[1]!);
  const hasCatchAll = /<Route\s+component=/.test(source);
  return hasCatchAll ? [...paths, '*'] : paths;
}

/** Signs a browser context in with a session cookie the API handed out. */
async function useCookie(page: Page, cookieHeader: string): Promise<void> {
  const base = inject('baseUrl');
  await page.context().addCookies(
    cookieHeader.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: base };
    }),
  );
}

async function adminCookie(): Promise<string> {
  const base = inject('baseUrl');
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

let world: World;
let adminSession: string;

beforeAll(async () => {
  const owner = await registerOwner();
  world = {
    owner,
    enthusiast: await registerEnthusiast(),
    horseId: await addHorse(owner, 'Breeze'),
  };
  adminSession = await adminCookie();
});

async function visit(visitCase: Visit, width: number, height: number): Promise<Page> {
  const page = await session.newPage({ width, height });
  if (visitCase.as === 'admin') await useCookie(page, adminSession);
  else if (visitCase.as !== 'visitor') await useCookie(page, world[visitCase.as].cookie);
  await page.goto(visitCase.path(world));
  const shown = visitCase.shows ? page.getByText(visitCase.shows) : page.locator('h1');
  await shown.locator('visible=true').first().waitFor({ timeout: 20_000 });
  await settled(page);
  const expected = visitCase.expectedConsole;
  if (expected) {
    const unexpected = session.consoleErrors.filter((error) => !expected.test(error));
    session.consoleErrors.splice(0, session.consoleErrors.length, ...unexpected);
  }
  await visitCase.then?.(page);
  return page;
}

describe('accessibility of every route', () => {
  it('has a row for every route the app declares', () => {
    expect(Object.keys(VISITS).sort()).toEqual(clientRoutePatterns().sort());
  });

  const cases = Object.entries(VISITS).flatMap(([route, visits]) =>
    visits.map((v) => ({ route, visit: v, name: `${route} as ${v.as}${v.state ? `, ${v.state}` : ''}` })),
  );
  it.each(cases)('$name: no serious axe violation at 1280 px and at 360 px', async ({ visit: v }) => {
    const wide = await visit(v, 1280, 900);
    await expectAccessible(wide);
    await wide.close();
    const phone = await visit(v, 360, 780);
    await expectAccessible(phone);
    await expectFitsPhoneWidth(phone);
  });
});

describe('the 360 px check the sweep runs on every route (issue 32)', () => {
  it('fails for an element past the edge, even one a parent clips out of sight, and not for a sideways scroller', async () => {
    const phone = await session.newPage({ width: 360, height: 780 });
    await phone.goto('/about-us');
    await phone.locator('h1').first().waitFor();
    await expectFitsPhoneWidth(phone);
    // An inbox row's time, once: a child pushed past the right edge inside a parent that hides it.
    await phone.evaluate(() => {
      const row = document.createElement('div');
      row.id = 'clipped-row';
      row.style.cssText = 'overflow: hidden; width: 100%;';
      row.innerHTML =
        '<div style="display: flex; width: 600px"><span style="margin-left: auto">12:34</span></div>';
      document.querySelector('main')?.append(row);
    });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expect(expectFitsPhoneWidth(phone)).rejects.toThrow(/past the edge of a 360 px page/);
    // The same row made to scroll sideways on purpose (a row of cards one swipes) is allowed.
    await phone.evaluate(() => {
      const row = document.getElementById('clipped-row');
      row?.setAttribute('class', 'overflow-x-auto');
      row?.style.setProperty('overflow', 'auto');
    });
    await expectFitsPhoneWidth(phone);
  });
});
