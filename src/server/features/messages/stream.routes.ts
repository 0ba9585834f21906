import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { STREAM_EVENTS } from '#contract/messages.js';
import { currentUser, isSessionActive, requireUser } from '#server/platform/session.js';
import type { MessageEvent } from './message-hub.js';
import type { MessageDeps } from './messages.service.js';
import { showMessage, unreadCountOf } from './messages.service.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in member — each new message in their
 * conversations (`message`) and their unread count whenever it changes (`unread`). The client keeps the
 * spec's 30 s poll as a fallback and reconnects after a drop (EventSource does so by itself).
 */
export const messageStreamRoutes =
  (deps: MessageDeps): FastifyPluginAsync =>
  async (app) => {
    const open = new Set<ServerResponse>();
    // A rolling deploy closes streams first, so app.close() is not held open by them.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
      open.clear();
    });

    app.get('/api/messages/stream', { preHandler: requireUser }, async (request, reply) => {
      const actor = currentUser(request);
      const sessionId = request.sessionId!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      open.add(res);
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const sendUnread = async () =>
        send(STREAM_EVENTS.unread, { count: await unreadCountOf({ db: deps.db, actor }) });

      // A stream outlives the request that opened it: after a logout or a password reset it must stop
      // delivering, so the session is checked again before anything is sent.
      const stillSignedIn = async () => {
        if (await isSessionActive(deps.db, sessionId)) return true;
        res.end();
        return false;
      };
      const onEvent = (event: MessageEvent) => {
        const work = stillSignedIn().then(async (active) => {
          if (!active) return;
          if (event.type === 'unread') return sendUnread();
          const message = await showMessage({ db: deps.db, id: event.messageId });
          if (message) send(STREAM_EVENTS.message, message);
        });
        work.catch((error: unknown) => request.log.warn({ err: error }, 'stream delivery failed'));
      };
      const unsubscribe = await deps.hub.subscribe(actor.id, onEvent);
      const heartbeat = setInterval(() => {
        stillSignedIn()
          .then((active) => active && res.write(': keep-alive\n\n'))
          .catch(() => res.end());
      }, HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
      // Tell the client how long to wait before reconnecting, and where the count stands now.
      res.write('retry: 3000\n\n');
      await sendUnread();
    });
  };
