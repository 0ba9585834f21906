import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every reply (docs/design.md §5): a strict CSP (our own scripts only, no framing),
 * nosniff, a referrer policy. Styles allow inline attributes because UI primitives position popovers
 * and toasts with style attributes.
 *
 * Helmet's middleware is made once, here, and run on every request. (The Fastify plugin made it again on
 * every request, parsing the policy each time: 3-4% of the app's CPU on a browse at 1,000,000 horses,
 * bench/RESULTS.md.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded photos may live on a storage bucket's own address (STORAGE=s3).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app (decision 0027): its manifest and service worker come from the site itself.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only meaningful over https; on plain-http localhost it would be ignored anyway.
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
