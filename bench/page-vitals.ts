/**
 * LCP and CLS per page in Chromium, as a visitor sees them (issue #16). Builds what is stale, seeds a
 * throwaway PGlite folder (`npm run seed`: demo members and horses with photos), starts the built server
 * the way `npm start` does, then loads /, /browse, /browse?location=York and /horse/{id} `--runs` times
 * each, anonymously, in:
 * - phone: 360 x 800, a phone's user agent, slow 4G (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up: Lighthouse's
 *   DevTools throttling) and a 4x slower CPU, both through the Chrome DevTools Protocol;
 * - desktop: 1280 x 900, no throttling.
 * Every page load is a fresh context (empty cache). Prints the median LCP and CLS of each page, and the
 * load average the run started under. 127.0.0.1 only; Debian's Chromium (`CHROMIUM_PATH` for another).
 *
 *   npx tsx bench/page-vitals.ts [--runs 3] [--explain] [--member harriet@demo.stablemates.local]   (--explain: the LCP element, each shift,
 *   and each request's start and end)
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, PHONE_USER_AGENT } from '#tests/e2e/support/chromium-args.js';
import { startSeededServer } from './lib/seeded-server.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    explain: { type: 'boolean', default: false },
    // Load the pages as this demo member (the seed's password) instead of as a visitor.
    member: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));

interface Profile {
  name: string;
  width: number;
  height: number;
  throttle: boolean;
  /** A phone's browser says it is one (the server draws /browse for a phone's width by it). */
  phone: boolean;
}
const PROFILES: Profile[] = [
  { name: 'phone (slow 4G, 4x CPU)', width: 360, height: 800, throttle: true, phone: true },
  { name: 'desktop', width: 1280, height: 900, throttle: false, phone: false },
];

// Collected in the page from its first byte: the last LCP candidate and every layout shift without input.
const VITALS_SCRIPT = `
  window.__vitals = { lcp: 0, cls: 0, lcpElement: '', shifts: [] };
  const describe = (node) =>
    node && node.nodeType === 1
      ? node.tagName.toLowerCase() + '.' + String(node.className).slice(0, 60) + ' "' + (node.textContent || '').trim().slice(0, 30) + '"'
      : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      window.__vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__vitals.cls += entry.value;
      if (entry.value > 0.01) {
        const sources = entry.sources.map((source) => describe(source.node)).join(' | ');
        window.__vitals.shifts.push(Math.round(entry.startTime) + ' ms ' + entry.value.toFixed(3) + ': ' + sources);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

// Where the time went, read after the page has settled: the paints, and each request's start, end and size.
const TIMELINE_SCRIPT = `[
  ...performance.getEntriesByType('paint').map((e) => Math.round(e.startTime) + ' ms ' + e.name),
  ...performance.getEntriesByType('resource').map((e) =>
    Math.round(e.startTime) + '-' + Math.round(e.responseEnd) + ' ms ' + e.name.replace(location.origin, '') +
    ' (' + Math.round(e.transferSize / 1024) + ' KB)'),
]`;

interface Vitals {
  lcp: number;
  cls: number;
  lcpElement: string;
  shifts: string[];
  timeline?: string[];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** The demo member's session cookie, signed in once through the API. */
async function memberCookie(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'Demo-Stable-2025' }),
  });
  const [pair = ''] = (res.headers.get('set-cookie') ?? '').split(';');
  const [name = '', value = ''] = pair.split('=');
  if (!res.ok || !name) throw new Error(`Could not sign in as ${email}: ${res.status}`);
  return { name, value, url: baseUrl };
}

async function measure(
  browser: Browser,
  url: string,
  profile: Profile,
  cookie?: { name: string; value: string; url: string },
) {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    locale: 'en-GB',
    ...(profile.phone ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
  });
  try {
    if (cookie) await context.addCookies([cookie]);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`${url}: ${error.message}`));
    await page.addInitScript(VITALS_SCRIPT);
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
        uploadThroughput: (750 * 0.9 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    // Late shifts (a photo decoding, a query settling) count too: give the page a moment after idle.
    await page.waitForTimeout(1500);
    const vitals = await page.evaluate(() => (globalThis as unknown as { __vitals: Vitals }).__vitals);
    vitals.timeline = await page.evaluate<string[]>(TIMELINE_SCRIPT);
    return vitals;
  } finally {
    await context.close();
  }
}

const startLoad = loadavg().map((load) => load.toFixed(2));
const server = await startSeededServer();
const { baseUrl } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const pages = ['/', '/browse', '/browse?location=York', `/horse/${server.horseId}`];
  const cookie = values.member ? await memberCookie(baseUrl, values.member) : undefined;

  console.log(
    `load average at start: ${startLoad.join(' ')}; ${runs} runs a page, medians; ` +
      (values.member ? `signed in as ${values.member}` : 'a visitor'),
  );
  console.log('| profile | page | LCP (ms) | CLS |');
  console.log('|---|---|---:|---:|');
  for (const profile of PROFILES) {
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, baseUrl + page, profile, cookie));
      const lcp = median(samples.map((sample) => sample.lcp));
      const cls = median(samples.map((sample) => sample.cls));
      console.log(`| ${profile.name} | ${page} | ${Math.round(lcp)} | ${cls.toFixed(3)} |`);
      if (values.explain) {
        for (const sample of samples) {
          console.log(`    LCP element: ${sample.lcpElement}`);
          for (const shift of sample.shifts) console.log(`    shift at ${shift}`);
          for (const line of sample.timeline ?? []) console.log(`      ${line}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
