/**
 * The real entry point (src/server/main.ts) in a child process, on 127.0.0.1 and a free port, for fault
 * scripts that signal or kill it. Unlike app-server.ts, nothing here stops it gently for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface MainProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts main.ts on `databaseUrl` with `dataDir` and resolves once /api/health answers (at most 60 s). */
export async function startMain(options: {
  databaseUrl: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<MainProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { baseUrl, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('src/server/main.ts did not answer /api/health within 60 s');
}

/** The password of every member registerMember makes. */
export const PASSWORD = 'Gallop-Field-77';

/**
 * Registers a member through POST /api/users, then signs them in (registering signs nobody in), and
 * returns their id and Cookie header.
 */
export async function registerMember(
  baseUrl: string,
  email: string,
  userType: 'owner' | 'enthusiast' = 'owner',
  address = '10.9.9.9',
): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Member',
      location: 'York',
      postcode: 'YO1 7HH',
      userType,
      ...(userType === 'enthusiast' ? { riderWeight: '9-11st' } : {}),
      confirmAge: true,
      acceptTerms: true,
    }),
  });
  if (res.status !== 202) throw new Error(`registering ${email}: ${res.status} ${await res.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (login.status !== 200 || !cookie)
    throw new Error(`signing in ${email}: ${login.status} ${await login.text()}`);
  return { id: ((await login.json()) as { id: number }).id, cookie };
}
