import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { STREAM_EVENTS } from '#contract/messages.js';
import type { User } from '#server/db/schema/index.js';
import { tooManyRequests } from '#server/platform/http/app-error.js';
import type { AppMetrics } from '#server/platform/operations/metrics.js';
import { LEASE_TTL_MS, type OpenLeases } from '#server/platform/limits/open-leases.js';
import { isSessionActive } from '#server/platform/sessions/session.js';
import type { MessageDeps } from './messages.service.js';
import { unreadCountOf } from './messages.service.js';
import { createStreamFanout } from './stream-fanout.js';

const HEARTBEAT_MS = 25_000;
/**
 * A few tabs per session; a member's few devices (issue 29: per member too, or new sessions from new
 * addresses open streams without end); a household or an office behind one address has more.
 */
export const STREAM_LIMITS = { perSession: 4, perMember: 8, perAddress: 20 } as const;
const TOO_MANY_STREAMS = 'Too many live message connections are open. Close a tab and try again.';

/** A stream stands only while it holds a place under every cap it is counted in. */
interface HeldPlace {
  key: string;
  lease: string;
}

/** Takes a place under each cap in turn; when one is full, gives back those taken and answers undefined. */
async function takePlaces(
  leases: OpenLeases,
  caps: Array<{ key: string; max: number }>,
): Promise<HeldPlace[] | undefined> {
  const held: HeldPlace[] = [];
  for (const { key, max } of caps) {
    const lease = await leases.tryTake(key, max);
    if (!lease) {
      await Promise.all(held.map((place) => leases.release(place.key, place.lease)));
      return undefined;
    }
    held.push({ key, lease });
  }
  return held;
}

/**
 * The members' live message streams in this process: `open` turns a signed-in member's request into
 * Server-Sent Events (each new message in their conversations, `message`, and their unread count whenever
 * it changes, `unread`), within the caps of STREAM_LIMITS counted across every process (open leases,
 * through Redis when it is configured); `closeAll` ends them all.
 */
export function createMessageStreams(
  deps: MessageDeps,
  options: {
    leases: OpenLeases;
    log: FastifyBaseLogger;
    metrics?: Pick<AppMetrics, 'streamOpened' | 'streamClosed'> | undefined;
  },
) {
  const { leases, metrics } = options;
  const open = new Set<ServerResponse>();
  const fanout = createStreamFanout(deps, options.log);

  async function openStream({
    actor,
    sessionId,
    address,
    reply,
  }: {
    actor: User;
    sessionId: string;
    address: string;
    reply: FastifyReply;
  }): Promise<void> {
    const places = await takePlaces(leases, [
      { key: `stream:session:${sessionId}`, max: STREAM_LIMITS.perSession },
      { key: `stream:member:${actor.id}`, max: STREAM_LIMITS.perMember },
      { key: `stream:address:${address}`, max: STREAM_LIMITS.perAddress },
    ]);
    if (!places) {
      // A place frees when a tab closes, or within a lease's lifetime after a lost connection.
      reply.header('retry-after', String(Math.ceil(LEASE_TTL_MS / 1000)));
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
    // The operator's gauge of open streams (message_streams_open), to watch against the caps above.
    metrics?.streamOpened();
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };

    // A stream outlives the request that opened it: after a logout or a password reset it must stop
    // delivering, so the fan-out checks the session before each event, and the heartbeat now and then.
    const heartbeat = setInterval(() => {
      for (const place of places) void leases.renew(place.key, place.lease);
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
      metrics?.streamClosed();
      for (const place of places) void leases.release(place.key, place.lease);
    });
    subscription.remove = await fanout.add(actor, { sessionId, send, end: () => res.end() });
    if (closed) return subscription.remove();
    // Tell the client how long to wait before reconnecting, and where the count stands now.
    res.write('retry: 3000\n\n');
    const count = await unreadCountOf({ db: deps.db, actor, unreadCounts: deps.unreadCounts });
    send(STREAM_EVENTS.unread, { count });
  }

  return {
    open: openStream,
    closeAll(): void {
      for (const res of open) res.end();
      open.clear();
    },
  };
}
