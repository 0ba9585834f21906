import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '#server/db/client.js';

/**
 * What an operator watches (issue 31, decision 0032), for Prometheus. One Registry per app, not
 * prom-client's global one: a test that builds several apps in one process would otherwise register
 * the same metric twice (an error) or mix their counts.
 */
export interface AppMetrics {
  registry: Registry;
  /** A periodic job's run (platform/jobs/periodic-jobs.ts): counted and timed by outcome. */
  jobRun: (job: string, outcome: JobOutcome, seconds: number) => void;
  /** A live message stream opened or closed (features/messages/message-streams.ts). */
  streamOpened: () => void;
  streamClosed: () => void;
}

export type JobOutcome = 'success' | 'failure';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The label of a request that matched no route: a bounded value, never the raw address. */
export const UNMATCHED_ROUTE = 'unmatched';
/**
 * The label of the app's pages (/, /browse, /horses/12 ...): the single-page app's fallback serves them
 * without a route of their own, and they are real traffic with a cost (a first screen is drawn on the
 * server), so they are not lumped in with the 404s.
 */
export const PAGE_ROUTE = 'page';
const pages = new WeakSet<FastifyRequest>();

/** Counts this request under PAGE_ROUTE: spa.ts calls it for each page it answers. */
export function countAsPage(request: FastifyRequest): void {
  pages.add(request);
}

/** Seconds; from a cached browse reply (a millisecond) to a slow upload or a page drawn cold. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; housekeeping with digests takes seconds, more at scale. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * Creates the app's metrics and counts every request by its route pattern (/api/horses/:id, never the
 * address asked for, so the number of series stays bounded whatever visitors type).
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply sent, by method, route pattern and status code.',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Periodic job runs started by this process (after claiming their period), by outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long a periodic job run took, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  // "No run for two periods" needs a time to compare with: a counter's first increment after a restart is
  // invisible to Prometheus's increase(), and a period is run by only one of the processes.
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When a run of the job last succeeded on this process (Unix time, seconds).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'message_streams_open',
    help: 'Live message streams (Server-Sent Events) open on this process.',
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total open, idle, and queries waiting for one (PGlite: one connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    // Read at scrape time: the pool already keeps these counts.
    collect() {
      const pool = database.connections?.();
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  // A hijacked reply (the message stream) never reaches onResponse: streams are counted by their gauge,
  // and their hour-long lives stay out of the latency histogram.
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? (pages.has(request) ? PAGE_ROUTE : UNMATCHED_ROUTE),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const metrics: AppMetrics = {
    registry,
    jobRun: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
      if (outcome === 'success') jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
  };
  app.decorate('metrics', metrics);
  return metrics;
}

export interface MetricsListener {
  /** Where it listens, e.g. http://127.0.0.1:9464 (tests ask for port 0 and read the one chosen). */
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: this machine unless set), never
 * on the public one: the public cannot read the site's traffic or job outcomes, and a scrape needs no
 * route, session or rate limit of the app's. Also starts the process metrics (CPU, memory, event loop
 * lag), only here, so apps without a listener (tests) do not pay for their timers and observers.
 */
export async function listenMetrics(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<MetricsListener> {
  collectDefaultMetrics({ register: metrics.registry });
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A scraper's keep-alive connection must not hold the exit.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
