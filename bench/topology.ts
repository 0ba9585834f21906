/**
 * Issue 31: the production topology proven on this machine, without containers. Starts three built app
 * processes on PostgreSQL + Redis + an S3-compatible bucket (s3rver) behind nginx running
 * deploy/nginx/stablemates.conf (bench/lib/topology.ts), then checks each claim and prints PASS or FAIL;
 * exits 1 when any fails. Requests named "on appN" go to that process directly (as nginx would send
 * them), the others through nginx. Bounded (a watchdog of 6 minutes), 127.0.0.1 only; the database, the
 * Redis keys, the bucket and every process are removed at the end.
 *
 *   npx tsx bench/topology.ts
 *
 * Needs the machine's PostgreSQL (TOPOLOGY_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and Redis (TOPOLOGY_REDIS_SERVER, default redis://127.0.0.1:6379); installs Debian's nginx when missing.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { type Response } from 'undici';
import { closeClients, fetchFrom, loopbackAddress } from './lib/loopback-client.js';
import { PASSWORD } from './lib/main-process.js';
import { cleanUpOnFailure, sleep, startTopology, type AppProcess, type Topology } from './lib/topology.js';

const startedAt = performance.now();
const results: Array<{ claim: string; ok: boolean; detail: string }> = [];
let topology: Topology | undefined;
let database: pg.Client | undefined;

let watchdog: NodeJS.Timeout | undefined;

async function claim(name: string, check: () => Promise<string>): Promise<void> {
  const started = performance.now();
  try {
    const detail = await check();
    results.push({ claim: name, ok: true, detail });
    console.log(`PASS  ${name} (${detail}; ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ claim: name, ok: false, detail });
    console.log(`FAIL  ${name}: ${detail}`);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Each client has a loopback address of its own (bench/lib/loopback-client.ts). */
let nextAddress = 0;
const newAddress = () => loopbackAddress(nextAddress++);

interface Member {
  id: number;
  cookie: string;
  address: string;
}

async function send(
  base: string,
  url: string,
  init: {
    method?: string;
    cookie?: string;
    body?: unknown;
    address: string;
    headers?: Record<string, string>;
    /** How long the client waits for the reply (15 s unless said). */
    timeoutMs?: number;
  },
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetchFrom(init.address, `${base}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
  });
}

/** Throws with the reply's text unless its status is `status`. */
async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status)
    throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Registers through POST /api/users on `base`, from an address of its own, then signs in there. */
async function register(base: string, email: string, userType: 'owner' | 'enthusiast'): Promise<Member> {
  const address = newAddress();
  const res = await send(base, '/api/users', {
    address,
    body: {
      email,
      password: PASSWORD,
      firstName: 'Topology',
      lastName: 'Member',
      location: 'York',
      postcode: 'YO1 7HH',
      userType,
      ...(userType === 'enthusiast' ? { riderWeight: '9-11st' } : {}),
      confirmAge: true,
      acceptTerms: true,
    },
  });
  // Registering signs nobody in (the reply is the same whether or not the address had an account).
  await expectStatus(res, 202, `registering ${email}`);
  // As if the member opened the confirmation link (in the outbox of the process that registered them):
  // unconfirmed members may not send messages.
  const confirmed = await database!.query<{ id: number }>(
    'update users set email_verified_at = now() where email = $1 returning id',
    [email],
  );
  const id = confirmed.rows[0]!.id;
  return { id, cookie: await signIn(base, email, address), address };
}

async function signIn(base: string, email: string, address: string): Promise<string> {
  const res = await send(base, '/api/auth/login', { body: { email, password: PASSWORD }, address });
  await expectStatus(res, 200, 'sign-in');
  return cookieOf(res);
}

interface Stream {
  text: () => string;
  /** Resolves with the ms from `since` to the arrival of `needle`. */
  waitFor(needle: string, timeoutMs: number, since: number): Promise<number>;
  close(): void;
}

/** A live message stream read as text; waitFor resolves with the ms it took for `needle` to arrive. */
async function openStream(base: string, member: { cookie: string; address: string }): Promise<Stream> {
  const controller = new AbortController();
  const { cookie } = member;
  const res = await fetchFrom(member.address, `${base}/api/messages/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  let text = '';
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        text += decoder.decode(chunk, { stream: true });
    } catch {
      // closed
    }
  })();
  return {
    text: () => text,
    async waitFor(needle, timeoutMs, since) {
      while (!text.includes(needle)) {
        if (performance.now() - since > timeoutMs)
          throw new Error(`"${needle}" did not arrive in ${timeoutMs} ms`);
        await sleep(5);
      }
      return performance.now() - since;
    },
    close: () => controller.abort(),
  };
}

async function addHorse(base: string, owner: Member, name: string, location: string) {
  const res = await send(base, '/api/horses', {
    cookie: owner.cookie,
    address: owner.address,
    body: { name, breed: 'Cob', height: '14.3-15.2hh', location, services: ['general-care'] },
  });
  await expectStatus(res, 201, 'adding a horse');
  return ((await res.json()) as { id: number }).id;
}

function multipart(field: string, file: Buffer, type: string): { body: Buffer; contentType: string } {
  const boundary = `----topology${randomBytes(6).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * How long a request under load may take before the client gives up: beyond nginx's own read timeout
 * (75 s, deploy/nginx/stablemates.conf), so a reply that never comes is nginx's 504, not a guess of ours.
 * On a busy 2-core machine (load average above 20) a reply has been seen to take over 15 s.
 */
const LOAD_TIMEOUT_MS = 80_000;

/**
 * Load through nginx while `during` runs: readers browse and read their session, writers post messages
 * (each at most `perWriter`, under the 60-per-10-minutes limit). Every reply's status is counted; the ids
 * of acknowledged messages are kept.
 */
async function underLoad(
  nginx: string,
  readers: Array<{ cookie: string; address: string }>,
  writers: Array<{ cookie: string; address: string; to: number; tag: string }>,
  during: () => Promise<void>,
  perWriter: number,
  pauseMs: number,
) {
  const statuses: Record<string, number> = {};
  const acknowledged: number[] = [];
  // Each request that got no reply at all: what the client saw, and how long it had waited.
  const noReply: string[] = [];
  let slowestMs = 0;
  let done = false;
  const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      slowestMs = Math.max(slowestMs, performance.now() - started);
    }
  };
  const failedWith = (what: string, started: number, error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const reason =
      error instanceof Error ? `${error.name}${cause ? ` (${cause.message})` : ''}` : String(error);
    noReply.push(`${what}: ${reason} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const towns = ['York', 'Leeds', 'Harrogate', 'Sheffield', 'Bristol', 'Oxford'];
  const readerLoops = readers.map(async (r, i) => {
    for (let turn = 0; !done; turn++) {
      const search = turn % 2 === 0;
      const url = search ? `/api/horses?location=${towns[(i + turn) % towns.length]}` : '/api/auth/me';
      // Place searches are limited per address (240 a minute): searches come from 40 addresses a reader.
      const address = search ? loopbackAddress(1_000_000 + i * 40 + ((turn / 2) % 40)) : r.address;
      const started = performance.now();
      try {
        const res = await timed(() =>
          send(nginx, url, { cookie: r.cookie, address, timeoutMs: LOAD_TIMEOUT_MS }),
        );
        await res.arrayBuffer();
        count(String(res.status));
      } catch (error) {
        count('no reply');
        failedWith(`GET ${url}`, started, error);
      }
    }
  });
  const writerLoops = writers.map(async (w) => {
    for (let n = 0; !done && n < perWriter; n++) {
      const started = performance.now();
      try {
        const res = await timed(() =>
          send(nginx, '/api/messages', {
            cookie: w.cookie,
            address: w.address,
            body: { receiverId: w.to, content: `${w.tag} ${n}` },
            timeoutMs: LOAD_TIMEOUT_MS,
          }),
        );
        const body = (await res.json().catch(() => undefined)) as { id?: number } | undefined;
        count(`POST ${res.status}`);
        if (res.ok && body?.id) acknowledged.push(body.id);
      } catch (error) {
        count('POST no reply');
        failedWith('POST /api/messages', started, error);
      }
      await sleep(pauseMs);
    }
  });
  try {
    await during();
  } finally {
    done = true;
    await Promise.all([...readerLoops, ...writerLoops]);
  }
  return { statuses, acknowledged, noReply, slowestMs };
}

const failuresIn = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => !/^(POST )?2\d\d$/.test(status))
    .reduce((sum, [, n]) => sum + n, 0);

async function storedMessages(databaseUrl: string, ids: number[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    'select count(*) as n from messages where id = any($1)',
    [ids],
  );
  await client.end();
  return Number(rows[0]!.n);
}

try {
  console.log('Starting PostgreSQL database, Redis database, s3rver, nginx and three app processes...');
  topology = await startTopology();
  cleanUpOnFailure(topology.destroy);
  // Started (a clean clone builds first, bounded by the build itself): the checks get 6 minutes at most.
  watchdog = setTimeout(() => {
    console.error('topology: gave up after 6 minutes');
    void (topology?.destroy() ?? Promise.resolve()).then(() => process.exit(1));
  }, 360_000);
  const { nginx, apps, databaseUrl } = topology;
  const [a, b, c] = apps as [AppProcess, AppProcess, AppProcess];
  const via = nginx.baseUrl;
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  console.log(
    `nginx ${via} -> ${apps.map((app) => `${app.name} :${app.port}`).join(', ')}; ` +
      `up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );

  const run = randomBytes(3).toString('hex');
  const owner = await register(a.baseUrl, `owner-${run}@example.test`, 'owner');
  const rider = await register(b.baseUrl, `rider-${run}@example.test`, 'enthusiast');

  await claim('a session made through one process works on the others', async () => {
    const email = `session-${run}@example.test`;
    const { address } = await register(c.baseUrl, email, 'enthusiast');
    const cookie = await signIn(a.baseUrl, email, address);
    for (const base of [b.baseUrl, c.baseUrl, via]) {
      const me = await send(base, '/api/auth/me', { cookie, address });
      expect(me.status === 200, `GET /api/auth/me on ${base} answered ${me.status}`);
    }
    const out = await send(b.baseUrl, '/api/auth/logout', { method: 'POST', cookie, address });
    expect(out.ok, `sign-out on app2 answered ${out.status}`);
    for (const base of [a.baseUrl, c.baseUrl, via]) {
      const me = await send(base, '/api/auth/me', { cookie, address });
      expect(me.status === 401, `after sign-out on app2, ${base} answered ${me.status}`);
    }
    return 'signed in on app1, known on app2, app3 and through nginx; signed out on app2, refused on all';
  });

  await claim('a message sent through one process arrives live on a stream held by another', async () => {
    const onB = await openStream(b.baseUrl, owner);
    const throughNginx = await openStream(via, owner);
    try {
      const content = `Live across processes ${run}`;
      const sentAt = performance.now();
      const sent = await send(a.baseUrl, '/api/messages', {
        cookie: rider.cookie,
        address: rider.address,
        body: { receiverId: owner.id, content },
      });
      await expectStatus(sent, 201, 'POST /api/messages on app1');
      const onBms = await onB.waitFor(content, 2000, sentAt);
      const nginxMs = await throughNginx.waitFor(content, 2000, sentAt);
      return `sent on app1; from the POST, on app2's stream after ${onBms.toFixed(0)} ms, on the stream through nginx (unbuffered) after ${nginxMs.toFixed(0)} ms`;
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  await claim('an upload through one process is served by the others', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a5230' } })
      .jpeg()
      .toBuffer();
    const { body, contentType } = multipart('horseImage', photo, 'image/jpeg');
    const res = await fetchFrom(owner.address, `${a.baseUrl}/api/horses/upload-image`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': contentType },
      body,
    });
    await expectStatus(res, 201, 'upload on app1');
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    const bodies: Buffer[] = [];
    for (const base of [b.baseUrl, c.baseUrl, via]) {
      const got = await send(base, imageUrl, { cookie: owner.cookie, address: owner.address });
      expect(got.status === 200, `GET ${imageUrl} on ${base} answered ${got.status}`);
      expect(
        /^image\//.test(got.headers.get('content-type') ?? ''),
        `${base} served ${got.headers.get('content-type')}`,
      );
      bodies.push(Buffer.from(await got.arrayBuffer()));
    }
    expect(
      bodies.every((bytes) => bytes.equals(bodies[0]!)),
      'the processes served different bytes',
    );
    return `stored in the bucket by app1, the same ${bodies[0]!.length} bytes from app2, app3 and nginx`;
  });

  await claim(
    'a horse added through one process is found by a search through another within a second',
    async () => {
      const name = `Topaz${run}`;
      const added = performance.now();
      const id = await addHorse(a.baseUrl, owner, name, 'Harrogate');
      const addedAt = performance.now();
      // Signed in: never from the anonymous micro-cache; each process's own in-memory index (decision 0014).
      const found = async (base: string) => {
        const res = await send(base, '/api/horses?location=Harrogate', {
          cookie: rider.cookie,
          address: rider.address,
        });
        expect(res.ok, `search on ${base} answered ${res.status}`);
        return ((await res.json()) as Array<{ id: number }>).some((horse) => horse.id === id);
      };
      const seen: string[] = [];
      for (const app of [b, c]) {
        while (!(await found(app.baseUrl))) {
          expect(performance.now() - addedAt < 1000, `${app.name} did not find it within a second`);
          await sleep(20);
        }
        seen.push(`${app.name} ${(performance.now() - addedAt).toFixed(0)} ms`);
      }
      return `added on app1 (${(addedAt - added).toFixed(0)} ms); found by ${seen.join(', ')} after the reply`;
    },
  );

  await claim('rate limits hold across processes (60 messages a member in 10 minutes)', async () => {
    const sender = await register(c.baseUrl, `limit-${run}@example.test`, 'enthusiast');
    let passed = 0;
    for (let i = 0; i < 60; i++) {
      const app = apps[i % 3]!;
      const res = await send(app.baseUrl, '/api/messages', {
        cookie: sender.cookie,
        // From an address of its own each time: the limit per member, not per address, must refuse.
        address: newAddress(),
        body: { receiverId: owner.id, content: `Limit ${i}` },
      });
      expect(res.status !== 429, `message ${i + 1} refused on ${app.name}`);
      if (res.ok) passed++;
    }
    for (const base of [a.baseUrl, b.baseUrl, c.baseUrl, via]) {
      const res = await send(base, '/api/messages', {
        cookie: sender.cookie,
        address: newAddress(),
        body: { receiverId: owner.id, content: 'One too many' },
      });
      expect(res.status === 429, `the 61st on ${base} answered ${res.status}`);
    }
    return `${passed} sent round-robin over app1-3 from 60 addresses; the 61st refused (429) by every process and through nginx`;
  });

  await claim('stream caps hold across processes (4 per session)', async () => {
    const email = `streams-${run}@example.test`;
    const { address } = await register(a.baseUrl, email, 'enthusiast');
    const cookie = await signIn(a.baseUrl, email, address);
    const member = { cookie, address };
    const open: Stream[] = [];
    try {
      for (let i = 0; i < 4; i++) open.push(await openStream(apps[i % 3]!.baseUrl, member));
      for (const base of [a.baseUrl, b.baseUrl, c.baseUrl, via]) {
        const refused = await send(base, '/api/messages/stream', { cookie, address });
        await refused.body?.cancel();
        expect(refused.status === 429, `a 5th stream on ${base} answered ${refused.status}`);
      }
      open.shift()!.close();
      await sleep(300);
      open.push(await openStream(c.baseUrl, member));
      return '4 open over app1-3; a 5th refused by every process and through nginx; one closed on app1 frees a place on app3';
    } finally {
      for (const stream of open) stream.close();
    }
  });

  await claim("through nginx, the client's own X-Forwarded-For is not its address", async () => {
    // 10 password-reset requests per address in 15 minutes; each claims another address.
    const statuses: number[] = [];
    const address = newAddress();
    for (let i = 0; i < 11; i++) {
      const res = await send(via, '/api/auth/forgot-password', {
        address,
        body: { email: `nobody-${run}-${i}@example.test` },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(
      statuses.slice(0, 10).every((s) => s !== 429),
      `refused early: ${statuses.join(',')}`,
    );
    expect(statuses[10] === 429, `the 11th answered ${statuses[10]}, not 429`);
    return 'the 11th request, claiming a new address each time, was refused (429): nginx passed the address it saw';
  });

  await claim(
    'nginx passes compressed replies through (brotli and gzip) and refuses bodies over 11 MB',
    async () => {
      const encodings: string[] = [];
      for (const encoding of ['br', 'gzip']) {
        const res = await send(via, '/', {
          address: owner.address,
          headers: { 'accept-encoding': encoding },
        });
        await res.arrayBuffer();
        expect(
          res.headers.get('content-encoding') === encoding,
          `asked ${encoding}, got ${res.headers.get('content-encoding')}`,
        );
        encodings.push(encoding);
      }
      const big = await fetchFrom(owner.address, `${via}/api/horses/upload-image`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(12 * 1024 * 1024, 1),
      }).catch(() => undefined);
      expect(big?.status === 413, `a 12 MB body answered ${big?.status}`);
      return `GET / as ${encodings.join(' and ')} from the app through nginx; 12 MB refused by nginx (413)`;
    },
  );

  // Load for the two fault claims through nginx: 20 readers and 10 writers, each from its own address.
  const readers: Member[] = [];
  const writers: Array<Member & { to: number; tag: string }> = [];
  for (let i = 0; i < 10; i++) {
    const member = await register(apps[i % 3]!.baseUrl, `load-${run}-${i}@example.test`, 'enthusiast');
    readers.push(member, { ...member, address: newAddress() });
    writers.push({ ...member, to: owner.id, tag: `load-${i}` });
  }

  await claim('a rolling restart (one process at a time, SIGTERM) loses no request under load', async () => {
    const steps: string[] = [];
    const logBefore = (await nginx.errorLog()).length;
    const { statuses, acknowledged, noReply, slowestMs } = await underLoad(
      via,
      readers,
      writers,
      async () => {
        await sleep(1000);
        for (const app of apps) {
          const drained = await app.terminate();
          const restarted = performance.now();
          await app.start(120_000);
          steps.push(
            `${app.name} ${(drained / 1000).toFixed(1)}+${((performance.now() - restarted) / 1000).toFixed(1)} s`,
          );
        }
        await sleep(1000);
      },
      25,
      1500,
    );
    const failed = failuresIn(statuses);
    const stored = await storedMessages(databaseUrl, acknowledged);
    // What nginx saw meanwhile: a stopping process's 503 to a read (passed on, and the process taken
    // out: "temporarily disabled while reading response header"), connections refused once it stopped
    // listening (passed on, POSTs too), and any connection cut after a request was sent on it.
    const log = (await nginx.errorLog()).slice(logBefore);
    const seen = (pattern: RegExp) => log.filter((line) => pattern.test(line)).length;
    const handedOver = seen(/temporarily disabled while reading response header/);
    const refused = seen(/connect\(\) failed \(111/);
    const cut = seen(/\[error\].*(reset by peer|prematurely closed)/);
    const summary =
      `${JSON.stringify(statuses)}; restarts (drain+start) ${steps.join(', ')}; ` +
      `nginx: ${handedOver} times a stopping process answered a read 503 (passed on, process taken out), ` +
      `${refused} connections refused (passed on), ${cut} cut after sending; ` +
      `slowest reply ${(slowestMs / 1000).toFixed(1)} s; ` +
      `${stored}/${acknowledged.length} acknowledged messages stored` +
      (noReply.length > 0 ? `; no reply: ${noReply.slice(0, 5).join('; ')}` : '');
    expect(cut === 0, `nginx saw ${cut} connections cut after sending a request: ${summary}`);
    expect(failed === 0, `${failed} requests failed: ${summary}`);
    expect(stored === acknowledged.length, summary);
    return summary;
  });

  await claim('killing a process (SIGKILL) loses nothing acknowledged', async () => {
    let killedAt = 0;
    const { statuses, acknowledged } = await underLoad(
      via,
      readers,
      writers,
      async () => {
        await sleep(1500);
        killedAt = performance.now();
        await b.kill();
        await sleep(2000);
        await b.start(120_000);
        await sleep(1000);
      },
      25,
      600,
    );
    const failed = failuresIn(statuses);
    const stored = await storedMessages(databaseUrl, acknowledged);
    const summary =
      `${JSON.stringify(statuses)}; app2 back ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill; ` +
      `${stored}/${acknowledged.length} acknowledged messages stored`;
    expect(stored === acknowledged.length, summary);
    // Only requests in flight on app2 at the kill may fail (nginx does not replay a POST it sent).
    expect(
      failed <= readers.length + writers.length,
      `${failed} failed, more than were in flight: ${summary}`,
    );
    return `${failed} failed (in flight at the kill); ${summary}`;
  });
} catch (error) {
  results.push({ claim: 'the topology starts', ok: false, detail: String(error) });
  console.log(`FAIL  the topology starts: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database?.end();
  await closeClients();
  await topology?.destroy();
  if (watchdog) clearTimeout(watchdog);
}

const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length} passed, ${failed.length} failed, in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
