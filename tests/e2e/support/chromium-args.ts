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
