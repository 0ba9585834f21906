import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site (DESIGN.md §5). Browsers
 * send Sec-Fetch-Site and Origin on every cross-site POST; clients that send neither (curl, server-to-
 * server webhooks, tests) are not browsers carrying someone's cookie, so they pass. Together with
 * JSON-only bodies this closes cross-site request forgery.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { publicUrl: string }): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, publicOrigin)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
  });
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
