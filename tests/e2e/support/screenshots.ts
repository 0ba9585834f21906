import type { Page } from 'playwright-core';

/**
 * Saves the whole page as test-results/screenshots/<name>-<width>.png, kept by CI as an artifact for
 * review (the width tells the phone and the laptop run apart). `viewport: true` keeps what is on screen
 * now instead, without scrolling: a state that lives in a scroll position or in fixed layers (a heading
 * scrolled to below the sticky header, a toast above the phone's contact bar).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<void> {
  // From the top, so a sticky bar is drawn where it belongs rather than mid-page.
  if (!viewport) await page.evaluate(() => window.scrollTo(0, 0));
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: !viewport });
}
