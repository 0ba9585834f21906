/**
 * A PostgreSQL server of the bench's own, for fault scripts that stop and start it: initdb into a
 * temporary folder, 127.0.0.1 and a free port, never the machine's shared server. Run as root, the
 * server's commands run as the `postgres` user (PostgreSQL refuses root).
 */
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

async function binDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface OwnPostgres {
  /** postgres://…/app on 127.0.0.1. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = await binDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'stablemates-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgCommand = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args])
      : run(`${bin}/${command}`, args);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = async () => {
    await pgCommand('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`,
      'start',
    ]);
  };
  const stop = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database app');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
