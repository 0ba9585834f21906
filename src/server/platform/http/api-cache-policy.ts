import type { FastifyInstance } from 'fastify';

/**
 * API replies are never stored by a browser or a shared cache unless their route says otherwise (it sets
 * its own Cache-Control, as /api/site-config does). Most carry personal data or depend on who is signed in
 * (the owner's view of a horse, messages, the own profile); a stored copy would outlive a logout on a
 * shared computer, or be handed by a proxy to the next visitor. `Vary: Cookie` says the same to any cache
 * that ignores no-store: the reply differs by session.
 */
export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    reply.header('cache-control', 'no-store');
    const vary = reply.getHeader('vary');
    const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).toLowerCase();
    if (!values.split(',').some((value) => value.trim() === 'cookie' || value.trim() === '*')) {
      reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    }
  });
}
