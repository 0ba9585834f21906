/**
 * The built server with the demo data, as a visitor would meet it: seeds a throwaway PGlite folder
 * (`npm run seed`: demo members and horses with photos), starts `scripts/start.mjs` the way `npm start`
 * does on 127.0.0.1, and waits for /api/health. For the page benches (page-vitals.ts, lighthouse.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface SeededServer {
  baseUrl: string;
  /** A seeded horse with an approved cover photo (the seed's last). */
  horseId: number;
  stop: () => Promise<void>;
}

export async function startSeededServer(): Promise<SeededServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stablemates-pages-'));
  const port = String(5800 + Math.floor(Math.random() * 100));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/seed-cli.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('The seed failed');
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('The server did not answer within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const list = (await (await fetch(`${baseUrl}/api/horses?limit=1`)).json()) as
      { horses?: Array<{ id: number }> } | Array<{ id: number }>;
    const firstHorse = Array.isArray(list) ? list[0] : list.horses?.[0];
    if (!firstHorse) throw new Error('The seed added no horse');
    return { baseUrl, horseId: firstHorse.id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
