import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** How long to keep serving after readiness fails (DRAIN_GRACE_MS). */
  graceMs: number;
  /** Told when the grace period starts (main.ts stops its periodic jobs, logs). */
  onDrainStart?: () => void;
}

/**
 * A graceful stop, in the order a proxy needs (decision 0032):
 * 1. readiness answers 503 `draining` at once, so the proxy's next check takes this process out;
 * 2. for `graceMs` every request is still served as usual, new ones too (until the proxy has seen the
 *    503 it may still send some, and refusing them would be an error a visitor sees);
 * 3. app.close(): open message streams are ended (their preClose hook; browsers reconnect to another
 *    process), the listener stops accepting, requests still in flight finish, and late arrivals get
 *    Fastify's 503 (return503OnClosing).
 */
export async function drain(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.startDraining();
  options.onDrainStart?.();
  if (options.graceMs > 0) await new Promise((resolve) => setTimeout(resolve, options.graceMs));
  await app.close();
}
