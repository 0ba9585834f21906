import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site (docs/design.md §5). Browsers
 * send Sec-Fetch-Site and Origin on every cross-site POST; clients that send neither (curl, server-to-
 * server webhooks, tests) are not browsers carrying someone's cookie, so they pass. Together with
 * JSON-only bodies this closes cross-site request forgery.
 *
 * The Origin is compared with the configured public origins (PUBLIC_URL), never with the Host header:
 * the Host is whatever the client wrote, so comparing with it lets any origin through. Exact comparison
 * also refuses an http:// page when the site is https (a network attacker can inject one).
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { allowedOrigins: string[]; exemptPaths?: string[]; exemptPrefixes?: string[] },
): void {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const exempt = new Set(options.exemptPaths ?? []);
  const exemptPrefixes = options.exemptPrefixes ?? [];
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Signed calls (the payment webhook, a mailbox provider's one-click unsubscribe) prove themselves by
    // their signature instead, and come from servers that are not the member's browser.
    const pathname = request.url.split('?')[0] ?? '';
    if (exempt.has(pathname) || exemptPrefixes.some((prefix) => pathname.startsWith(prefix))) return;
    if (!isSameOrigin(request, allowed)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}

export function isSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  return allowedOrigins.has(origin);
}
