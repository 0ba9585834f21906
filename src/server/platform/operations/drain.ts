import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Serving as usual, in the drain's grace, or handing the last requests over to the other processes. */
export type DrainPhase = 'serving' | 'grace' | 'handover';

interface DrainState {
  phase: DrainPhase;
  /** performance.now() of the last connection this process accepted (0: none yet). */
  lastConnectionAt: number;
}

const states = new WeakMap<FastifyInstance, DrainState>();

/** After the grace, the listener closes once no connection has arrived for this long (see drain()). */
export const DRAIN_QUIET_MS = 500;
/** ...or after this long at most, quiet or not (a proxy that keeps sending only writes, say). */
export const DRAIN_HANDOVER_MAX_MS = 5000;

/**
 * Addresses the handover never answers 503: health (liveness must still say the process runs, and
 * readiness already says `draining`), and the message stream, whose browser EventSource gives up for
 * good on any answer but 200 (once open, a stream is ended by the close itself and reopened elsewhere).
 */
const EXEMPT = /^\/api\/(health\/|messages\/stream(?:\?|$))/;

/**
 * The app's side of a graceful stop, registered before any route (app.ts): it notes when each connection
 * arrives, and once draining has begun every reply says `Connection: close`, so no client or proxy
 * sends another request on a connection to this process. In the handover (see drain()) a GET or HEAD
 * is answered 503 `draining`: nginx passes such a request on to the next process (`proxy_next_upstream
 * http_503`, safe for a read) and counts the 503 as a failure, so it sends this process nothing more
 * for `fail_timeout`. Writes are still served: nginx never passes on a POST it has sent.
 */
export function registerDraining(app: FastifyInstance): void {
  const state: DrainState = { phase: 'serving', lastConnectionAt: 0 };
  states.set(app, state);
  app.server.on('connection', () => {
    state.lastConnectionAt = performance.now();
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (state.phase === 'serving') return;
    void reply.header('connection', 'close');
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (state.phase === 'handover' && reads && !EXEMPT.test(request.url)) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'This server is restarting; please try again.' });
    }
  });
}

/** Where the app is in its drain (for tests, which wait on the phase rather than on a clock). */
export function drainPhase(app: FastifyInstance): DrainPhase {
  return states.get(app)?.phase ?? 'serving';
}

export interface DrainOptions {
  /** How long to keep serving after readiness fails (DRAIN_GRACE_MS). */
  graceMs: number;
  /** Told when the grace period starts (main.ts stops its periodic jobs, logs). */
  onDrainStart?: () => void;
  /** For tests: the quiet that ends the handover, and its longest wait. */
  quietMs?: number;
  handoverMaxMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** After the poll phase of the event loop: connections waiting in the kernel have been accepted by then. */
const afterPendingAccepts = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A graceful stop, in the order a proxy needs (decisions 0032 and 0034):
 * 1. readiness answers 503 `draining` at once, so a proxy that polls it takes this process out;
 * 2. the grace: for `graceMs` every request is still served as usual, new ones too (until the proxy has
 *    seen the 503 it may still send some, and refusing them would be an error a visitor sees), each
 *    reply with `Connection: close`;
 * 3. the handover, for a proxy that does not poll (open source nginx): reads are answered 503, which
 *    nginx retries elsewhere and which takes this process out of its rotation; once no connection has
 *    arrived for `quietMs` since the handover began (at most `handoverMaxMs`), nothing is on its way here;
 * 4. app.close(): open message streams are ended (their preClose hook; browsers reconnect to another
 *    process), the listener stops accepting, idle connections are closed, requests in flight finish.
 * Closing the listener while a proxy still sends is what loses a write: a connection the kernel has
 * completed but the process has not yet read is reset, after the proxy has sent the POST on it.
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<void> {
  const state = states.get(app);
  if (!state) throw new Error('drain(): the app was built without registerDraining()');
  app.readiness.startDraining();
  state.phase = 'grace';
  options.onDrainStart?.();
  if (options.graceMs > 0) await sleep(options.graceMs);

  state.phase = 'handover';
  // The quiet is counted from here: only now do reads get the 503 that tells nginx to stop sending, so a
  // lull in the grace says nothing about what is on its way.
  state.lastConnectionAt = Math.max(state.lastConnectionAt, performance.now());
  const quietMs = options.quietMs ?? DRAIN_QUIET_MS;
  const until = performance.now() + (options.handoverMaxMs ?? DRAIN_HANDOVER_MAX_MS);
  for (;;) {
    // A timer can fire before the loop has accepted connections that came in meanwhile (a busy loop
    // runs timers first): let it accept them, then look.
    await afterPendingAccepts();
    const now = performance.now();
    const quietFor = now - state.lastConnectionAt;
    if (quietFor >= quietMs || now >= until) break;
    await sleep(Math.min(quietMs - quietFor, until - now) + 1);
  }
  await app.close();
}
