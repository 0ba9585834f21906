import type { AppMetrics } from '#server/platform/operations/metrics.js';
import { defineRoutes, rawRoute } from '#server/platform/http/routes.js';
import { createMessageStreams } from './message-streams.js';
import type { MessageDeps } from './messages.service.js';

export { STREAM_LIMITS } from './message-streams.js';

type StreamMetrics = Pick<AppMetrics, 'streamOpened' | 'streamClosed'>;

/**
 * GET /api/messages/stream: Server-Sent Events for the signed-in member — each new message in their
 * conversations (`message`) and their unread count whenever it changes (`unread`). The client keeps the
 * spec's 30 s poll as a fallback and reconnects after a drop (EventSource does so by itself).
 */
export const messageStreamRoutes = defineRoutes((app, deps: MessageDeps, metrics?: StreamMetrics) => {
  // Counted across every process (through Redis when it is configured), not per process.
  const streams = createMessageStreams(deps, { leases: app.openLeases, log: app.log, metrics });
  // A rolling deploy closes streams first, so app.close() is not held open by them.
  app.addHook('preClose', async () => streams.closeAll());

  rawRoute(
    app,
    { route: 'GET /api/messages/stream', who: 'member' },
    async (_input, { actor, request, reply }) =>
      streams.open({ actor, sessionId: request.sessionId!, address: request.ip, reply }),
  );
});
