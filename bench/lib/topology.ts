/**
 * The production topology on this machine, without containers (issue 31): three built app processes
 * (`node scripts/start.mjs`, as `npm start` runs them) on one PostgreSQL database of their own, one Redis
 * database number of their own and an S3-compatible bucket (s3rver), behind Debian's nginx running
 * deploy/nginx/stablemates.conf (the file deploy/compose.yaml uses) on a free port, with its own prefix,
 * pid and logs in a temporary folder. The system's nginx is never touched. 127.0.0.1 only.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_CONF = path.join(ROOT, 'deploy/nginx/stablemates.conf');
const NGINX = '/usr/sbin/nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's nginx, installed when missing (the script's only change to the machine). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('nginx is missing: apt-get install -y nginx');
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'nginx']);
  if (!existsSync(NGINX)) throw new Error('nginx could not be installed');
}

/**
 * deploy/nginx/stablemates.conf with its placeholders filled in, as the nginx image does with envsubst:
 * only the names given are replaced, nginx's own $variables stay.
 */
export async function renderNginxConf(values: Record<string, string>): Promise<string> {
  let text = await readFile(NGINX_CONF, 'utf8');
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`\${${name}}`, value);
  const left = /\$\{[A-Z_]+\}/.exec(text);
  if (left) throw new Error(`${NGINX_CONF}: no value for ${left[0]}`);
  return text;
}

export interface Nginx {
  baseUrl: string;
  /** The lines of nginx's error log so far (warnings included: a process taken out, a refused connect). */
  errorLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with a prefix of its own: the process-level settings (pid, logs, temporary
 * files, workers) that differ per machine are written here; the http-level configuration is the
 * repository's file, included as is.
 */
export async function startNginx(dir: string, upstreams: number[]): Promise<Nginx> {
  ensureNginx();
  const port = await freePort();
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  const site = await renderNginxConf({
    NGINX_PORT: `127.0.0.1:${port}`,
    APP_UPSTREAMS: upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' '),
  });
  await writeFile(path.join(dir, 'stablemates.conf'), site);
  const asRoot = process.getuid?.() === 0;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/stablemates.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Listening: a TCP connection only. A request would go to the processes before they are up, and nginx
  // would count each refusal against them (max_fails).
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await sleep(100);
  }
  const errorLog = async () =>
    (await readFile(path.join(dir, 'logs/error.log'), 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean);
  return {
    baseUrl,
    errorLog,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      // What nginx had to say (upstreams refused, timed out...): the last lines, for the reader.
      const lines = await errorLog();
      if (lines.length > 0)
        console.error(`nginx error log, ${lines.length} lines, the last 5:\n${lines.slice(-5).join('\n')}`);
      // A write that failed is worth reading whole: every line about one.
      const writes = lines.filter((line) => /\[error\].*request: "(POST|PUT|PATCH|DELETE) /.test(line));
      if (writes.length > 0) console.error(`nginx errors on writes:\n${writes.slice(0, 20).join('\n')}`);
    },
  };
}

/**
 * Runs `cleanup` (stopping every process started, removing the database...) when the script fails or is
 * interrupted, then exits 1: nothing outlives a failed run.
 */
export function cleanUpOnFailure(cleanup: () => Promise<void>): void {
  let running = false;
  const bail = (reason: unknown) => {
    if (running) return;
    running = true;
    console.error(reason);
    void cleanup().finally(() => process.exit(1));
  };
  process.on('uncaughtException', bail);
  process.on('unhandledRejection', bail);
  process.once('SIGINT', () => bail('interrupted (SIGINT)'));
  process.once('SIGTERM', () => bail('interrupted (SIGTERM)'));
}

/**
 * The readiness address: GET /api/health/ready (503 while loading or draining) when the server has it,
 * else GET /api/health (200 once the database answers).
 */
export async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const ready = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    await ready.arrayBuffer();
    if (ready.status !== 404) return ready.ok;
    const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    await health.arrayBuffer();
    return health.ok;
  } catch {
    return false;
  }
}

export interface AppProcess {
  name: string;
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Starts (or starts again) on the same port; resolves once ready, at most `timeoutMs`. */
  start(timeoutMs?: number): Promise<void>;
  /** SIGTERM and the exit (the graceful drain), in ms. */
  terminate(): Promise<number>;
  kill(): Promise<void>;
}

function appProcess(name: string, port: number, env: NodeJS.ProcessEnv): AppProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc: AppProcess = {
    name,
    port,
    baseUrl,
    child: undefined as unknown as ChildProcess,
    async start(timeoutMs = 240_000) {
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      proc.child = child;
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
        if (await isReady(baseUrl)) return;
        await sleep(200);
      }
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`);
    },
    terminate() {
      const child = proc.child;
      const started = performance.now();
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(0);
        const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve(performance.now() - started);
        });
        child.kill('SIGTERM');
      });
    },
    kill() {
      const child = proc.child;
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
  };
  return proc;
}

export interface Topology {
  nginx: Nginx;
  apps: AppProcess[];
  databaseUrl: string;
  redisUrl: string;
  s3Endpoint: string;
  /** Stops everything and removes the database, the Redis keys and the temporary folder. */
  destroy(): Promise<void>;
}

export interface TopologyOptions {
  processes?: number;
  /** TRUST_PROXY of the apps: 1 with nginx at the edge; 2 when a load generator stands for a balancer in front. */
  trustProxy?: string;
  /** The machine's PostgreSQL server (a database is created in it and dropped afterwards). */
  postgresUrl?: string;
  redisServer?: string;
  env?: NodeJS.ProcessEnv;
}

/** A Redis database number nobody uses now (no keys), from 15 down: the topology's keys live there alone. */
async function emptyRedisDatabase(server: string): Promise<number> {
  for (let db = 15; db >= 1; db--) {
    const redis = new Redis(`${server}/${db}`, { lazyConnect: true });
    await redis.connect();
    const size = await redis.dbsize();
    redis.disconnect();
    if (size === 0) return db;
  }
  throw new Error('No empty Redis database among 1..15');
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-topology-'));
  const cleanups: Array<() => Promise<void>> = [() => rm(dir, { recursive: true, force: true })];
  const destroy = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((e) => console.error(e));
  };
  try {
    // PostgreSQL: a database of its own on the machine's server.
    const postgresUrl =
      options.postgresUrl ??
      process.env.TOPOLOGY_POSTGRES_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `topology_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    });
    const url = new URL(postgresUrl);
    url.pathname = `/${dbName}`;
    const databaseUrl = url.toString();

    // Redis: an empty database number, emptied of the app's keys afterwards.
    const redisServer = options.redisServer ?? process.env.TOPOLOGY_REDIS_SERVER ?? 'redis://127.0.0.1:6379';
    const redisUrl = `${redisServer}/${await emptyRedisDatabase(redisServer)}`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', 'stablemates:*', 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      redis.disconnect();
    });

    // The bucket: s3rver, as the storage tests use it.
    const s3dir = path.join(dir, 's3');
    await mkdir(s3dir);
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'stablemates' }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    // A clean clone has no build: make it once here, rather than inside the first process's start.
    if (
      !existsSync(path.join(ROOT, 'dist/server/main.js')) ||
      !existsSync(path.join(ROOT, 'dist/client/index.html'))
    ) {
      console.log('No build yet: npm run build...');
      execFileSync('npm', ['run', 'build'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }

    const count = options.processes ?? 3;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const nginx = await startNginx(path.join(dir, 'nginx'), ports);
    cleanups.push(() => nginx.stop());

    const sessionSecret = randomBytes(32).toString('hex');
    const apps = await Promise.all(
      ports.map(async (port, i) => {
        const dataDir = path.join(dir, `app${i + 1}`);
        await mkdir(dataDir);
        return appProcess(`app${i + 1}`, port, {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          SESSION_SECRET: sessionSecret,
          PUBLIC_URL: nginx.baseUrl,
          TRUST_PROXY: options.trustProxy ?? '1',
          STORAGE: 's3',
          S3_BUCKET: 'stablemates',
          S3_REGION: 'us-east-1',
          S3_ENDPOINT: s3Endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
          LOG_LEVEL: 'warn',
          ...options.env,
        });
      }),
    );
    cleanups.push(async () => {
      await Promise.all(apps.map((app) => (app.child ? app.kill() : Promise.resolve())));
    });
    // The first builds what is stale (as `npm start` does) and migrates; the others then start together.
    await apps[0]!.start();
    await Promise.all(apps.slice(1).map((app) => app.start()));
    return { nginx, apps, databaseUrl, redisUrl, s3Endpoint, destroy };
  } catch (error) {
    await destroy();
    throw error;
  }
}
