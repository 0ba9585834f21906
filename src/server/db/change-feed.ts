import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Unlisten } from './client.js';

/** The channel the change triggers of drizzle/0009 notify on, "<table>:<id>,<id>..." or "<table>:*". */
const CHANNEL = 'stablemates_changes';
const BARRIER = '~barrier:';
/** A barrier that has not come back by then means the feed is not working: callers stop trusting it. */
const BARRIER_TIMEOUT_MS = 5000;
/** After the listening connection broke, try again at most this often. */
const RETRY_MS = 1000;

/** Which rows of a table changed; `all` when too many to list, or after notices may have been lost. */
export type Changed = { ids: string[] } | { all: true };
type Handler = (changed: Changed) => void;

/**
 * What this process keeps in memory from the database (the horse search index, the session check cache,
 * members' unread counts) stays true through PostgreSQL NOTIFY: triggers announce every committed change to
 * those tables (drizzle/0009, 0031, 0036), one connection per process LISTENs, and each cache drops or reloads what changed,
 * within milliseconds in every process (decision 0014). While the feed is not listening (not started yet,
 * or its connection broke) `live` is false and the caches must not be trusted; when it listens again every
 * handler hears `all`, so each reloads from scratch. PGlite: notices within its one process.
 */
export function createChangeFeed(database: DatabaseHandle) {
  const handlers = new Map<string, Set<Handler>>();
  const barriers = new Map<string, () => void>();
  let unlisten: Unlisten | undefined;
  let starting: Promise<boolean> | undefined;
  let live = false;
  let closed = false;
  let lastAttempt = 0;
  let barrierCount = 0;
  let ownWrite = false;
  let syncing: Promise<boolean> | undefined;

  const emit = (table: string, changed: Changed) => {
    for (const handler of handlers.get(table) ?? []) handler(changed);
  };
  const emitAll = () => {
    for (const table of handlers.keys()) emit(table, { all: true });
  };

  const onPayload = (payload: string) => {
    if (payload.startsWith(BARRIER)) {
      barriers.get(payload)?.();
      return;
    }
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const rest = payload.slice(colon + 1);
    emit(payload.slice(0, colon), rest === '*' ? { all: true } : { ids: rest.split(',') });
  };

  const onLost = () => {
    if (!live) return;
    live = false;
    const stop = unlisten;
    unlisten = undefined;
    void stop?.().catch(() => undefined);
    emitAll();
  };

  const start = (): Promise<boolean> => {
    if (live || closed) return Promise.resolve(live);
    if (starting) return starting;
    if (Date.now() - lastAttempt < RETRY_MS) return Promise.resolve(false);
    lastAttempt = Date.now();
    starting = database
      .listen(CHANNEL, onPayload, onLost)
      .then((stop) => {
        if (closed) {
          void stop();
          return false;
        }
        unlisten = stop;
        live = true;
        // Whatever was cached before this point was not covered by notices: reload it all.
        emitAll();
        return true;
      })
      .catch(() => false)
      .finally(() => {
        starting = undefined;
      });
    return starting;
  };

  async function barrier(): Promise<boolean> {
    if (!(await start())) return false;
    const token = `${BARRIER}${++barrierCount}`;
    let arrive = (_ok: boolean) => undefined as void;
    const arrived = new Promise<boolean>((resolve) => {
      arrive = resolve;
    });
    barriers.set(token, () => arrive(true));
    let timer: NodeJS.Timeout | undefined;
    try {
      // Under load the notice may wait for a pool connection: the clock starts once it is sent.
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${token})`);
      timer = setTimeout(() => arrive(false), BARRIER_TIMEOUT_MS);
      const ok = await arrived;
      // Sent but never heard back: the listening connection is not working.
      if (!ok) onLost();
      return ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  }

  return {
    /** Whether notices are arriving, so that caches fed by them may be trusted. */
    get live(): boolean {
      return live;
    },
    /** Listens (again) if not listening; true when live. Cheap when already live. */
    start,
    /** Calls `handler` for every change to `table` committed from now on, in commit order. */
    on(table: string, handler: Handler): () => void {
      const set = handlers.get(table) ?? new Set();
      set.add(handler);
      handlers.set(table, set);
      return () => set.delete(handler);
    },
    /**
     * Resolves once every change committed before the call has been handed to the handlers (a notice of
     * our own, sent now, comes back after all of them); false if the feed is not live or it did not come
     * back in time.
     */
    barrier,
    /** Call after this process wrote to the database: the next sync() waits for those changes' notices. */
    ownWrite(): void {
      ownWrite = true;
    },
    /**
     * Before reading a cache: listens if not yet, and after a write of this process, waits for its notices
     * (one round trip), so a member always reads their own changes. False: do not trust the caches.
     */
    async sync(): Promise<boolean> {
      if (!live) return start();
      if (!ownWrite) return true;
      if (syncing) return syncing;
      ownWrite = false;
      syncing = barrier().finally(() => {
        syncing = undefined;
      });
      return syncing;
    },
    async close(): Promise<void> {
      closed = true;
      live = false;
      const stop = unlisten;
      unlisten = undefined;
      if (starting) await starting;
      await stop?.();
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;
