import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
/**
 * Every journey is a different person. The e2e server trusts a proxy on 127.0.0.1 (TRUST_PROXY), so each
 * browser context and each direct API call here names its own client address in X-Forwarded-For, as a
 * load balancer would. Without it, the suite's dozens of sign-ups would all come from one address and
 * meet the per-address registration limit that protects the real site.
 */
let counter = 0;

/**
 * This file's own second octet: the journeys share one server (and its per-address limits) for the whole
 * run, so no two files may hand out the same addresses. A random octet collided (37 files in 200 values
 * almost always share one) and a journey met the limits another had used up. Each file claims the first
 * free number by creating its marker exclusively in the run's data folder, which is atomic.
 */
const fileSlot = ((): number => {
  const folder = path.join(inject('e2eDataDir'), 'visitor-slots');
  mkdirSync(folder, { recursive: true });
  for (let slot = 1; slot < 250; slot++) {
    try {
      closeSync(openSync(path.join(folder, String(slot)), 'wx'));
      return slot;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('More than 249 journey files: widen the visitor addresses');
})();

/** A fresh private-range address (10.x.y.z) for one visitor, never used by another journey file. */
export function nextVisitorAddress(): string {
  counter += 1;
  return `10.${fileSlot}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

const plainFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextVisitorAddress());
  return plainFetch(input, { ...init, headers });
};
