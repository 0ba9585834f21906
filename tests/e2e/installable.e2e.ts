import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser.js';

const session = useBrowser();

/**
 * The page once the service worker (decision 0027) has installed and taken it over, and the landing page has
 * finished loading. The worker can take over before the landing page's own module has arrived; a test that
 * then cuts the network would cut that module off, and the half-loaded page reports it (a failed load, then
 * its drawn markup redrawn as an error) — the test's doing, not the site's.
 */
async function controlledPage(): Promise<Page> {
  const page = await session.newPage({ width: 360, height: 740 });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  return page;
}

/** Every address the worker keeps, by cache. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    return Promise.all(
      names.map(async (name) => {
        const requests = await (await caches.open(name)).keys();
        return { name, paths: requests.map((request) => new URL(request.url).pathname) };
      }),
    );
  });

describe('installable app', () => {
  it('registers a service worker that controls the page and keeps only the offline page', async () => {
    const page = await controlledPage();
    // Pages and API replies pass through the worker now; none of them is kept.
    await page.goto('/browse');
    await page.evaluate(() => fetch('/api/auth/me').then((reply) => reply.status));
    expect(await cachedAddresses(page)).toEqual([
      { name: expect.stringMatching(/^stablemates-offline-[0-9a-f]{12}$/), paths: ['/offline.html'] },
    ]);
  });

  it("meets the browser's own installability checks (the ones Lighthouse reports)", async () => {
    const page = await controlledPage();
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // A test's browser context is an incognito one, which Chromium never offers to install: the one check
    // that is about the browser, not the site.
    const siteErrors = installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito');
    expect(siteErrors).toEqual([]);
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect({ url: new URL(url).pathname, errors }).toEqual({ url: '/manifest.webmanifest', errors: [] });
  });

  it('shows the offline page for a page asked for with the network off, and the page again once back', async () => {
    const page = await controlledPage();
    await page.context().setOffline(true);
    await page.goto('/browse?location=York');
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).isVisible()).toBe(true);
    // The address stays the one asked for, so "Try again" asks for it again.
    expect(new URL(page.url()).pathname).toBe('/browse');
    await expectAccessible(page);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/browse' && url.searchParams.get('location') === 'York');
    await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true);
  });

  it('never answers an /api/ request from the cache: the network answers it, or nothing does', async () => {
    const page = await controlledPage();
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
    await page.goto('/about-us');
    // The worker answered the page (so it sees every request) but left the API to the network.
    expect((await me).fromServiceWorker()).toBe(false);

    await page.context().setOffline(true);
    const offlineAnswer = await page.evaluate(() =>
      fetch('/api/health').then(
        (reply) => `answered ${reply.status}`,
        () => 'no answer',
      ),
    );
    expect(offlineAnswer).toBe('no answer');
    // The browser logs the refused request; that refusal is what this test expects, so it is no fault.
    const unexpected = session.consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
    session.consoleErrors.splice(0, session.consoleErrors.length, ...unexpected);
  });
});
