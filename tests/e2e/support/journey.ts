import type { Page } from 'playwright-core';
import { expectAccessible, expectFitsPhoneWidth } from './browser.js';
import { saveScreenshot } from './screenshots.js';

/** Every journey of issue 17 runs on a phone and on a laptop. */
export const JOURNEY_VIEWPORTS = [
  { label: 'phone', width: 360, height: 780 },
  { label: 'laptop', width: 1280, height: 900 },
] as const;

/** A page of a journey as it is now: axe, no sideways scrolling, and a screenshot kept for review. */
export async function checkPage(page: Page, screenshot: string): Promise<void> {
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await saveScreenshot(page, screenshot);
}
