import type { Page } from 'playwright-core';

/**
 * Saves the whole page as test-results/screenshots/<name>-<width>.png, kept by CI as an artifact for
 * review (the width tells the phone and the laptop run apart).
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // From the top, so a sticky bar is drawn where it belongs rather than mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
}
