import { describe, expect, it } from 'vitest';
import { expectAccessible, expectFitsPhoneWidth, useBrowser } from './support/browser.js';

const session = useBrowser();

describe('smoke', () => {
  it('renders the home page with no console errors', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/Stablemates/);
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    await expectAccessible(page);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await session.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByText(/We could not find that page\./).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it.each(['/login', '/about-us', '/no/such/page'])(
    'lets a signed-out page on %s finish loading (network idle), the 401 of /api/auth/me included',
    async (path) => {
      const page = await session.newPage();
      const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
      await page.goto(path);
      expect((await me).status()).toBe(401);
      // Network idle: no request open for half a second. An unread 401 body kept /api/auth/me open.
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
    },
  );

  it('answers the health check', async () => {
    const res = await fetch(`${session.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('fits a 360 px wide phone', async () => {
    const page = await session.newPage({ width: 360, height: 740 });
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    await expectFitsPhoneWidth(page);
  });
});
