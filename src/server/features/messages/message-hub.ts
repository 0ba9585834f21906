import type { DatabaseHandle, Executor, Unlisten } from '#server/db/client.js';
import { notifyChannel } from '#server/db/notify.js';

const CHANNEL = 'stablemates_messages';

/** What crosses processes: ids only (NOTIFY payloads are small); each process loads what it needs. */
export type MessageEvent =
  | { type: 'message'; messageId: number; senderId: number; receiverId: number }
  | { type: 'unread'; userId: number }
  /** A notice was kept for the member (decision 0052): their open pages refresh the bell. */
  | { type: 'notice'; userId: number }
  /** A moderator hid a message: open threads of both members drop it. */
  | { type: 'hidden'; messageId: number; senderId: number; receiverId: number };

type Listener = (event: MessageEvent) => void;

/**
 * Announces an event to every process; call it with the transaction that made the change. Needs no hub:
 * any feature that changes messages (moderation hiding one) can announce it.
 */
export async function publishMessageEvent(db: Executor, event: MessageEvent): Promise<void> {
  await notifyChannel(db, CHANNEL, JSON.stringify(event));
}

/**
 * Live delivery across server processes: every change is announced with PostgreSQL NOTIFY (inside the
 * writing transaction, so it is sent only if the change commits), and each process LISTENs once and
 * hands events to the streams of the users concerned that it holds. Works on PGlite within one process.
 */
export function createMessageHub(database: DatabaseHandle) {
  const listenersByUser = new Map<number, Set<Listener>>();
  let unlisten: Promise<Unlisten> | undefined;

  const deliver = (payload: string) => {
    let event: MessageEvent;
    try {
      event = JSON.parse(payload) as MessageEvent;
    } catch {
      return;
    }
    const users =
      event.type === 'unread' || event.type === 'notice'
        ? [event.userId]
        : [event.senderId, event.receiverId];
    for (const userId of new Set(users)) {
      for (const listener of listenersByUser.get(userId) ?? []) listener(event);
    }
  };

  return {
    /** Announces an event; call it with the transaction that made the change. */
    publish: publishMessageEvent,
    /** Listens for one user's events; returns the function that stops listening. */
    subscribe: async (userId: number, listener: Listener): Promise<() => void> => {
      unlisten ??= database.listen(CHANNEL, deliver);
      await unlisten;
      const set = listenersByUser.get(userId) ?? new Set();
      set.add(listener);
      listenersByUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listenersByUser.delete(userId);
      };
    },
    close: async () => {
      listenersByUser.clear();
      if (unlisten) await (await unlisten)();
      unlisten = undefined;
    },
  };
}
export type MessageHub = ReturnType<typeof createMessageHub>;
