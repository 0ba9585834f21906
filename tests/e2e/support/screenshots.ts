import type { Page } from 'playwright-core';

/** Saves the whole page as test-results/screenshots/<name>.png, kept by CI as an artifact for review. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
