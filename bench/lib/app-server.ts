import { fork } from 'node:child_process';

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts bench/lib/app-process.ts (through tsx) and waits, at most a minute, for it to listen. */
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

function startProcess(script: string, env: NodeJS.ProcessEnv): Promise<RunningApp> {
  const child = fork(new URL(script, import.meta.url), [], {
    env,
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
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
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it listened`));
    });
  });
}
