import type { FastifyBaseLogger } from 'fastify';
import { STREAM_EVENTS, type Message } from '#contract/messages.js';
import type { User } from '#server/db/schema/index.js';
import { isSessionActive } from '#server/platform/sessions/session.js';
import type { MessageEvent } from './message-hub.js';
import { showMessage, type MessageDeps } from './messages.service.js';

/** One open stream: the session it was opened with, and how to write to it or end it. */
export interface StreamClient {
  sessionId: string;
  send(event: string, data: unknown): void;
  end(): void;
}

interface UserStreams {
  actor: User;
  clients: Set<StreamClient>;
  unsubscribe: Promise<() => void>;
}

/**
 * Hands message events to the open streams of this process. A member's streams share one subscription
 * to the hub, and an event is turned into its reply once: the message is loaded once per event (for
 * sender and receiver alike), the unread count once per member, and each distinct session is checked once,
 * so the database work of an event does not grow with the number of streams open.
 */
export function createStreamFanout(deps: MessageDeps, log: FastifyBaseLogger) {
  const byUser = new Map<number, UserStreams>();
  // The hub hands the same event object to every member it concerns: both share one load.
  const messageViews = new WeakMap<MessageEvent, Promise<Message | undefined>>();

  const messageView = (event: Extract<MessageEvent, { type: 'message' }>) => {
    let view = messageViews.get(event);
    if (!view) {
      view = showMessage({ db: deps.db, id: event.messageId });
      messageViews.set(event, view);
    }
    return view;
  };

  /** The streams whose session is still signed in; the others are ended (logout, password reset). */
  async function liveClients(streams: UserStreams): Promise<StreamClient[]> {
    const clients = [...streams.clients];
    const sessionIds = [...new Set(clients.map((client) => client.sessionId))];
    const active = await Promise.all(sessionIds.map((id) => isSessionActive(deps.db, id)));
    const signedIn = new Set(sessionIds.filter((_, i) => active[i]));
    for (const client of clients) if (!signedIn.has(client.sessionId)) client.end();
    return clients.filter((client) => signedIn.has(client.sessionId));
  }

  async function deliver(userId: number, event: MessageEvent): Promise<void> {
    const streams = byUser.get(userId);
    if (!streams) return;
    const clients = await liveClients(streams);
    if (clients.length === 0) return;
    if (event.type === 'unread') {
      // Read now, not from memory: the hub's event may arrive before the change feed's notice of it.
      const count = await deps.unreadCounts.fresh(deps.db, streams.actor.id);
      for (const client of clients) client.send(STREAM_EVENTS.unread, { count });
      return;
    }
    if (event.type === 'notice') {
      for (const client of clients) client.send(STREAM_EVENTS.notice, {});
      return;
    }
    if (event.type === 'hidden') {
      const { messageId: id, senderId, receiverId } = event;
      for (const client of clients) client.send(STREAM_EVENTS.hidden, { id, senderId, receiverId });
      return;
    }
    const view = await messageView(event);
    if (view) for (const client of clients) client.send(STREAM_EVENTS.message, view);
  }

  return {
    /** Starts delivering `actor`'s events to `client`; returns the function that stops it. */
    add: async (actor: User, client: StreamClient): Promise<() => void> => {
      let streams = byUser.get(actor.id);
      if (!streams) {
        const onEvent = (event: MessageEvent) =>
          void deliver(actor.id, event).catch((error: unknown) =>
            log.warn({ err: error }, 'stream delivery failed'),
          );
        streams = { actor, clients: new Set(), unsubscribe: deps.hub.subscribe(actor.id, onEvent) };
        byUser.set(actor.id, streams);
      }
      const own = streams;
      own.clients.add(client);
      await own.unsubscribe;
      return () => {
        own.clients.delete(client);
        if (own.clients.size > 0 || byUser.get(actor.id) !== own) return;
        byUser.delete(actor.id);
        void own.unsubscribe.then((stop) => stop());
      };
    },
  };
}
