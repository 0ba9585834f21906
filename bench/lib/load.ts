import autocannon from 'autocannon';

export interface LoadOptions {
  baseUrl: string;
  /** Each connection goes through these in turn. */
  requests: autocannon.Request[];
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead (a pass over a list), bounded by durationSeconds all the same. */
  amount?: number;
  headers?: Record<string, string>;
  /**
   * Spread the requests over this many visitor addresses (X-Forwarded-For 10.x.y.z, the app trusting one
   * proxy hop), as real traffic through a load balancer is; otherwise per-address rate limits, such as the
   * one on place searches, would answer 429 to everything after the first few hundred requests.
   */
  visitors?: number;
  /** Each request's path, from this (shared by every connection): every request a different place. */
  nextPath?: () => string;
  /**
   * Each request's path and headers, from this (shared by every connection): every request a different
   * member, with their own cookie. Instead of nextPath.
   */
  nextRequest?: () => { path: string; headers: Record<string, string> };
  /** A steady rate, requests a second across all connections (an open load), instead of as fast as it goes. */
  overallRate?: number;
}

export interface LoadReport {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Replies other than 2xx, errors and timeouts. */
  failures: number;
}

/** Each request from the next of `count` addresses in turn, and the next path (and headers) when given. */
function varied(count: number, nextRequest?: () => { path: string; headers?: Record<string, string> }) {
  let next = 0;
  return (request: autocannon.Request): autocannon.Request => ({
    ...request,
    setupRequest: (built) => {
      const n = next++ % count;
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const chosen = nextRequest?.();
      return {
        ...built,
        ...(chosen ? { path: chosen.path } : {}),
        headers: { ...built.headers, ...chosen?.headers, 'x-forwarded-for': address },
      };
    },
  });
}

function nextRequestOf({ nextRequest, nextPath }: LoadOptions) {
  return nextRequest ?? (nextPath ? () => ({ path: nextPath() }) : undefined);
}

/** The value at or below which `p` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs autocannon for a bounded time against 127.0.0.1. autocannon reports p50/p90/p97.5/p99 only, so
 * every response time is kept (in ms, from hrtime) to compute p95 exactly.
 */
export function runLoad(options: LoadOptions): Promise<LoadReport> {
  if (new URL(options.baseUrl).hostname !== '127.0.0.1') throw new Error('Load goes to 127.0.0.1 only');
  const times: number[] = [];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        requests:
          options.visitors || options.nextPath || options.nextRequest
            ? options.requests.map(varied(options.visitors ?? 1, nextRequestOf(options)))
            : options.requests,
        headers: options.headers,
        timeout: 10,
        ...(options.amount ? { amount: options.amount } : {}),
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const seconds = options.amount ? (performance.now() - started) / 1000 : options.durationSeconds;
        if (result.non2xx > 0)
          console.error(`  replies by status: ${JSON.stringify(result.statusCodeStats)}`);
        resolve({
          requests: times.length,
          perSecond: times.length / seconds,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: times.at(-1) ?? Number.NaN,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    // autocannon sets no time limit on a counted run: this one has one all the same.
    if (options.amount) {
      const limit = setTimeout(() => instance.stop(), options.durationSeconds * 1000);
      instance.on('done', () => clearTimeout(limit));
    }
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export function formatReport(label: string, report: LoadReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `${label}: ${report.requests} requests, ${report.perSecond.toFixed(0)} req/s`,
    `  latency p50 ${ms(report.p50)}  p95 ${ms(report.p95)}  p99 ${ms(report.p99)}  max ${ms(report.max)}`,
    `  failures (non-2xx, errors, timeouts): ${report.failures}${report.failures > 0 ? ': latencies include them' : ''}`,
  ].join('\n');
}
