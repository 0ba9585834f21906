import type { DatabaseHandle } from '#server/db/client.js';
import { pingDatabase } from '#server/db/ping.js';

/** Why this process should not be sent traffic now; GET /api/health/ready names each (decision 0032). */
export type NotReadyReason = 'database' | 'search-index' | 'draining';

/**
 * A proxy checks readiness every few seconds: an answer slower than this is a failure, so an overloaded
 * or unreachable database takes the process out of rotation instead of holding the check open.
 */
export const READY_DATABASE_TIMEOUT_MS = 1000;

export interface Readiness {
  /** The reasons not to send traffic here; empty when ready. */
  check: () => Promise<NotReadyReason[]>;
  /** From now on readiness fails with `draining`, while requests are still served (main.ts, drain.ts). */
  startDraining: () => void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface SearchIndexState {
  /** True once the index has loaded (after which searches use it, or the database while it reloads). */
  readonly hasLoaded: boolean;
  /** Loads it; main.ts does before listening. */
  warm: () => Promise<void>;
}

/** Resolves when `work` does, rejects when it fails or takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Readiness is "send me traffic": the database answers, the horse search index is in memory (without it
 * the first distance searches each wait for a load of every horse), and the process is not shutting down.
 * Liveness is only "the process runs" and never looks at any of these, so a database outage takes
 * processes out of rotation without anything restarting them.
 */
export function createReadiness(database: DatabaseHandle, searchIndex: SearchIndexState): Readiness {
  let draining = false;
  let warming: Promise<void> | undefined;

  return {
    check: async () => {
      const reasons: NotReadyReason[] = [];
      const databaseAnswers = await within(pingDatabase(database.db), READY_DATABASE_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      if (!databaseAnswers) reasons.push('database');
      if (!searchIndex.hasLoaded) {
        reasons.push('search-index');
        // A load that failed at start (the database was down) is tried again here, one at a time, so the
        // process becomes ready once the database is back rather than never.
        if (databaseAnswers && !draining) {
          warming ??= searchIndex
            .warm()
            .catch(() => undefined)
            .finally(() => {
              warming = undefined;
            });
        }
      }
      if (draining) reasons.push('draining');
      return reasons;
    },
    startDraining: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
