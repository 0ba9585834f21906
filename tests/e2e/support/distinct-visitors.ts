/**
 * Every journey is a different person. The e2e server trusts a proxy on 127.0.0.1 (TRUST_PROXY), so each
 * browser context and each direct API call here names its own client address in X-Forwarded-For, as a
 * load balancer would. Without it, the suite's dozens of sign-ups would all come from one address and
 * meet the per-address registration limit that protects the real site.
 */
let counter = 0;
const base = Math.floor(Math.random() * 200);

/** A fresh documentation-range style address (10.x.y.z) for one visitor. */
export function nextVisitorAddress(): string {
  counter += 1;
  return `10.${base}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

const plainFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextVisitorAddress());
  return plainFetch(input, { ...init, headers });
};
