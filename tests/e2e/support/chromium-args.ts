/**
 * How every Chromium we drive is started (Debian's package, never a downloaded browser): headless, and
 * with nothing that reaches out to the network on its own (the machine's only network is the registries).
 * Shared by the e2e journeys and bench/page-vitals.ts.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a phone's browser says it is. The server draws a first screen for a phone's width when it hears
 * this (src/server/platform/pages/first-screen-drawing.ts), as it would for a real phone; a 360 px page that
 * says it is a laptop is drawn wide and re-laid out once the scripts see the screen.
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** Below this width a test page is a phone's. */
export const PHONE_MAX_WIDTH = 640;
