import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { nextVisitorAddress } from './distinct-visitors.js';
import { installClock } from './clock.js';
import { CHROMIUM_ARGS, PHONE_MAX_WIDTH, PHONE_USER_AGENT } from './chromium-args.js';

export interface BrowserSession {
  browser: Browser;
  baseUrl: string;
  /** A fresh context (own cookies) and page; console errors and page errors are collected. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  /** Console errors seen on every page this test opened. */
  consoleErrors: string[];
}

/**
 * One Chromium per test file (Debian's package, never a downloaded browser). Every page opened in a
 * test is closed after it, and an unexpected console error fails the test.
 */
export function useBrowser(): BrowserSession {
  const contexts: BrowserContext[] = [];
  const session = {
    consoleErrors: [] as string[],
    baseUrl: inject('baseUrl'),
  } as BrowserSession;

  beforeAll(async () => {
    session.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterEach(async () => {
    const errors = session.consoleErrors.splice(0);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(errors, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await session.browser?.close();
  });

  session.newPage = async ({ width = 1280, height = 900 } = {}) => {
    const context = await session.browser.newContext({
      baseURL: session.baseUrl,
      viewport: { width, height },
      locale: 'en-GB',
      // A phone-sized page says it is a phone, as a phone does.
      ...(width < PHONE_MAX_WIDTH ? { userAgent: PHONE_USER_AGENT } : {}),
      extraHTTPHeaders: { 'X-Forwarded-For': nextVisitorAddress() },
    });
    contexts.push(context);
    await installClock(context);
    // A script or style the Content-Security-Policy refuses is a fault the page would not show: say it
    // on the console, where every test fails on it (a refused eval probe once cost Lighthouse points).
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy refused ${event.blockedURI} (${event.violatedDirective})`);
      });
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpectedNetworkError(message.text())) {
        session.consoleErrors.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => session.consoleErrors.push(`${page.url()}: ${error.message}`));
    return page;
  };
  return session;
}

/**
 * The browser logs every non-OK fetch ("Failed to load resource: ... 401"). A signed-out visitor's
 * /api/auth/me answering 401 is how the spec tells signed-out from signed-in, so it is not a fault.
 */
function isExpectedNetworkError(text: string): boolean {
  return /Failed to load resource: the server responded with a status of 401/.test(text);
}

/**
 * Waits for the colour changes and movements under way (a toggle's transition after a click) to end, so
 * axe reads the colours people are left looking at, not a frame half-way between two. Endless
 * animations (a spinner) are left alone; the wait is bounded.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * No serious or critical accessibility violation on the page as it is now; with `within`, in that part
 * only (an open pop-over, checked apart from the page it covers, which is checked with it closed: axe
 * counts a link half under a pop-over as a target too small).
 */
export async function expectAccessible(page: Page, { within }: { within?: string } = {}): Promise<void> {
  await transitionsEnded(page);
  // Read at the top of the page, then put back where the journey was. Scrolled, whatever straddles the
  // sticky navigation bar's edge at that moment counts for axe as a target too small (partly hidden), so
  // the verdict would depend on where the last click left the page, not on its layout.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  // Legacy mode runs axe in the page itself. The default opens a second, blank page for every check to
  // gather the results of cross-origin frames, which these pages do not have: measured over three journey
  // files (55 checks), 0.58 s a check instead of 0.88 s, a third of the journeys' time in axe saved.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolledTo);
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page fits a 360 px wide phone: the page does not scroll sideways, and no element reaches past the
 * right edge (or starts left of the left one) even where a parent clips it out of sight, as an inbox row's
 * time once did. Elements inside a sideways scroller (a row of cards one swipes) may, and so may text cut
 * short with an ellipsis on purpose, text kept for screen readers only (a 1 px clipped box) and fixed
 * layers (a toast sliding in).
 */
export async function expectFitsPhoneWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
  const offenders = await page.evaluate(() => {
    const width = window.innerWidth;
    // Made to scroll sideways on purpose (Tailwind's overflow-x-auto and kin), not a list that scrolls
    // down and whose rows merely spill (its overflow-x computes to auto too, so the class is what tells).
    const scrollsSideways = (element: Element) =>
      /(^|\s)overflow(-x)?-(auto|scroll)(\s|$)/.test(element.getAttribute('class') ?? '') &&
      element.scrollWidth > element.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
      let ancestor = element.parentElement;
      let allowed = false;
      while (ancestor && !allowed) {
        // A sideways scroller, or text cut short on purpose with an ellipsis (a long name in one line).
        allowed = scrollsSideways(ancestor) || getComputedStyle(ancestor).textOverflow === 'ellipsis';
        ancestor = ancestor.parentElement;
      }
      if (allowed) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      found.push(
        `${name} "${(element.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}-${Math.round(box.right)}`,
      );
      if (found.length >= 5) break;
    }
    return found;
  });
  expect(
    offenders,
    `elements past the edge of a ${await page.evaluate(() => window.innerWidth)} px page on ${page.url()}`,
  ).toEqual([]);
}
