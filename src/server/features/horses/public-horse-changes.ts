import type { FastifyInstance } from 'fastify';

/**
 * Changes made outside the horses routes (an admin approving a photo) that public horse replies must
 * show at once: the browse micro-cache listens here. Keyed by the app's HTTP server, which every
 * encapsulated plugin of one app shares, so two apps in one process (tests) never clear each other.
 */
const listeners = new WeakMap<object, Set<() => void>>();

export function onPublicHorseChange(app: FastifyInstance, listener: () => void): void {
  const set = listeners.get(app.server) ?? new Set();
  set.add(listener);
  listeners.set(app.server, set);
}

export function announcePublicHorseChange(app: FastifyInstance): void {
  for (const listener of listeners.get(app.server) ?? []) listener();
}

/**
 * Announces a change after every successful write through the routes of `app` (its plugin's scope): for
 * routes whose writes all reach what the anonymous browse pages show (a horse's free days, its rating).
 */
export function announceEveryWrite(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) announcePublicHorseChange(app);
  });
}
