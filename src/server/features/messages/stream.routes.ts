import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { STREAM_EVENTS } from '#contract/messages.js';
import { tooManyRequests } from '#server/platform/app-error.js';
import { currentUser, isSessionActive, requireUser } from '#server/platform/session.js';
import type { MessageDeps } from './messages.service.js';
import { unreadCountOf } from './messages.service.js';
import { createStreamFanout } from './stream-fanout.js';

const HEARTBEAT_MS = 25_000;
/** A few tabs per session; a household or an office behind one address has more. */
export const STREAM_LIMITS = { perSession: 4, perAddress: 20 } as const;
const TOO_MANY_STREAMS = 'Too many live message connections are open. Close a tab and try again.';

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in member — each new message in their
 * conversations (`message`) and their unread count whenever it changes (`unread`). The client keeps the
 * spec's 30 s poll as a fallback and reconnects after a drop (EventSource does so by itself).
 */
export const messageStreamRoutes =
  (deps: MessageDeps): FastifyPluginAsync =>
  async (app) => {
    const open = new Set<ServerResponse>();
    const fanout = createStreamFanout(deps, app.log);
    // Counted across every process (through Redis when it is configured), not per process.
    const leases = app.openLeases;
    // A rolling deploy closes streams first, so app.close() is not held open by them.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
      open.clear();
    });

    app.get('/api/messages/stream', { preHandler: requireUser }, async (request, reply) => {
      const actor = currentUser(request);
      const sessionId = request.sessionId!;
      const sessionKey = `stream:session:${sessionId}`;
      const addressKey = `stream:address:${request.ip}`;
      const sessionLease = await leases.tryTake(sessionKey, STREAM_LIMITS.perSession);
      if (!sessionLease) throw tooManyRequests(TOO_MANY_STREAMS);
      const addressLease = await leases.tryTake(addressKey, STREAM_LIMITS.perAddress);
      if (!addressLease) {
        await leases.release(sessionKey, sessionLease);
        throw tooManyRequests(TOO_MANY_STREAMS);
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // Personal data: never stored by any cache.
        'cache-control': 'no-store, no-transform',
        vary: 'Cookie',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      open.add(res);
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };

      // A stream outlives the request that opened it: after a logout or a password reset it must stop
      // delivering, so the fan-out checks the session before each event, and the heartbeat now and then.
      const heartbeat = setInterval(() => {
        void leases.renew(sessionKey, sessionLease);
        void leases.renew(addressKey, addressLease);
        isSessionActive(deps.db, sessionId)
          .then((active) => (active ? res.write(': keep-alive\n\n') : res.end()))
          .catch(() => res.end());
      }, HEARTBEAT_MS);
      const subscription: { remove?: () => void } = {};
      let closed = false;
      // Registered before any await, so a client that leaves at once is still counted out.
      res.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        subscription.remove?.();
        open.delete(res);
        void leases.release(sessionKey, sessionLease);
        void leases.release(addressKey, addressLease);
      });
      subscription.remove = await fanout.add(actor, { sessionId, send, end: () => res.end() });
      if (closed) return subscription.remove();
      // Tell the client how long to wait before reconnecting, and where the count stands now.
      res.write('retry: 3000\n\n');
      send(STREAM_EVENTS.unread, { count: await unreadCountOf({ db: deps.db, actor }) });
    });
  };
