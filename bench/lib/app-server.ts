import { execFileSync, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningApp {
  baseUrl: string;
  /** From starting the process to its listening (the search index loaded first, as main.ts does). */
  startedInMs: number;
  /** The process's memory now (bench/lib/app-process.ts answers; the ceiling does not). */
  memory(): Promise<NodeJS.MemoryUsage | undefined>;
  /** With BENCH_CPU_PROF=<dir>: profiles the app from start to stop, into <dir>/<name>.cpuprofile. */
  profile(step: 'start' | 'stop', name: string): void;
  stop(): Promise<void>;
}

/** Starts bench/lib/app-process.ts (built as the server is) and waits, at most a minute, for it to listen. */
export function startApp(env: NodeJS.ProcessEnv = process.env): Promise<RunningApp> {
  return startProcess('./app-process.ts', env);
}

/** Starts the ceiling (bench/lib/ceiling-process.ts): a bare Fastify sending `body` to every GET. */
export function startCeiling(body: string, type = 'application/json; charset=utf-8'): Promise<RunningApp> {
  return startProcess('./ceiling-process.ts', {
    ...process.env,
    BENCH_CEILING_BODY: body,
    BENCH_CEILING_TYPE: type,
  });
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The process's script bundled by esbuild as `npm run build` bundles the server (scripts/build-server.mjs),
 * into dist/bench/, and run with plain Node: what is measured is the code production runs. (Through tsx,
 * every function is wrapped in a naming helper, a few percent of a request's CPU at a million horses.)
 */
function bundled(script: string): string {
  const out = `dist/bench/${script.replace(/^\.\//, '').replace(/\.ts$/, '.mjs')}`;
  execFileSync(
    process.execPath,
    ['scripts/build-server.mjs', '--bundle', `bench/lib/${script.slice(2)}`, out],
    {
      cwd: projectRoot,
      stdio: 'inherit',
    },
  );
  return `${projectRoot}${out}`;
}

function startProcess(script: string, env: NodeJS.ProcessEnv): Promise<RunningApp> {
  const file = bundled(script);
  const started = performance.now();
  const child = fork(file, [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within 240 s`));
    }, 240_000); // loading the search index at a million horses takes minutes on a busy machine
    const memory = () =>
      new Promise<NodeJS.MemoryUsage | undefined>((answer) => {
        const late = setTimeout(() => answer(undefined), 2000);
        child.once('message', (reply: { memory?: NodeJS.MemoryUsage }) => {
          clearTimeout(late);
          answer(reply.memory);
        });
        child.send('memory');
      });
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      const startedInMs = performance.now() - started;
      const profile = (step: 'start' | 'stop', name: string) => child.send({ profile: step, name });
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, startedInMs, memory, profile, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it listened`));
    });
  });
}
