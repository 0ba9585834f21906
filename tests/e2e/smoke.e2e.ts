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
