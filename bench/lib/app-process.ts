/**
 * The app under load, in its own process so the load generator does not share its event loop. Built the
 * way src/server/main.ts builds it, on 127.0.0.1 and a free port; tells the parent its port over IPC and
 * stops on SIGTERM or when the parent goes away.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGeocoder } from '#server/adapters/geocoder/index.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { createFileStorage } from '#server/adapters/storage/index.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/open-database.js';

// A throwaway DATA_DIR: the session secret, the outbox and uploads never touch ./data.
const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-bench-'));
await mkdir(path.join(dataDir, 'uploads'));
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  // As behind one load balancer: the load generator's X-Forwarded-For stands for many visitors.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
  // Per-request access logs would go to this process's stdout; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const database = await openDatabase(config);
await database.migrate();
const mailer = createMailer(config, (line) => console.log(line));
const storage = createFileStorage(config);
const geocoder = createGeocoder(config, database.db);
const app = await buildApp({ config, database, mailer, storage, geocoder });
// As main.ts does: the search index is loaded before the app takes traffic.
await app.ready();
const warmStart = performance.now();
await app.warmUp();
console.error(`search index loaded in ${Math.round(performance.now() - warmStart)} ms`);
await app.listen({ port: 0, host: '127.0.0.1' });

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  // autocannon drops its sockets when time is up, so handlers of requests it gave up on may still be
  // running: let them finish before the pool closes under them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
// The bench asks how much memory the process holds (at a million horses, the index and the caches), and
// with BENCH_CPU_PROF=<dir> for a V8 CPU profile of each measured run alone (not of the start).
const profiler = process.env.BENCH_CPU_PROF ? new Session() : undefined;
profiler?.connect();
process.on('message', (message: string | { profile: 'start' | 'stop'; name: string }) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  else if (typeof message === 'object' && profiler) void profile(profiler, message.profile, message.name);
});
async function profile(session: Session, step: 'start' | 'stop', name: string) {
  if (step === 'start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return;
  }
  const { profile: taken } = await session.post('Profiler.stop');
  const file = path.join(process.env.BENCH_CPU_PROF!, `${name}.cpuprofile`);
  await writeFile(file, JSON.stringify(taken));
  console.error(`CPU profile of ${name}: ${file}`);
}

const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
