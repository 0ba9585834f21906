import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a push service (Chrome's, Firefox's...), for tests: it takes what a real one takes
 * and checks it the way a real one and a browser would, with its own code, not web-push's:
 * - the VAPID header (RFC 8292): an ES256 JWT signed with the server's key (checked against `k`, which
 *   must be the key the subscription was made with), `aud` the endpoint's origin, `exp` in the future;
 * - the payload (RFC 8291, aes128gcm): decrypted with the subscriber's own P-256 private key and auth
 *   secret, made here as a browser makes them.
 * An endpoint may be told to answer 410 Gone, as a push service does for an expired subscription.
 */

export interface PushDelivery {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  headers: IncomingMessage['headers'];
  jwt: { aud: string; exp: number; sub: string };
}

/** A device: what the browser keeps (private key, auth) and what it hands the site (toJSON()). */
export interface TestDevice {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

export interface PushServiceStandIn {
  origin: string;
  /** A new browser-made subscription on this stand-in. */
  device: () => TestDevice;
  /** Every accepted push, in arrival order. */
  deliveries: PushDelivery[];
  /** Refusals (bad signature, undecryptable payload...) with the reason. */
  refusals: string[];
  /** Answer 410 Gone to this endpoint from now on. */
  gone: (endpoint: string) => void;
  /** Answer every push `ms` after it arrived (0: at once), as a busy push service does. */
  holdReplies: (ms: number) => void;
  /** The most pushes this stand-in had open at once (arrived and not yet answered) since the last reset. */
  readonly peakInFlight: number;
  resetPeak: () => void;
  waitFor: (match: (d: PushDelivery) => boolean, timeoutMs?: number) => Promise<PushDelivery>;
  /** The VAPID public key pushes must be signed with. */
  expectKey: (publicKey: string) => void;
  close: () => Promise<void>;
}

/** A VAPID pair made here, as an operator would set one (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY). */
export function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
}

/**
 * The settings of a test app that sends by push with `vapid`'s keys and by e-mail through `smtpUrl`, its
 * links pointing at the public site: for tests of how a notice reaches a member.
 */
export function pushAndMailEnv(vapid: ReturnType<typeof vapidPair>, smtpUrl: string) {
  return {
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://stablemates.example',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push@stablemates.example',
  };
}

const b64 = (value: string) => Buffer.from(value, 'base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted as the browser would. */
export function decryptAes128gcm(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(device.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; returns the JWT's claims or throws why not. */
export function verifyVapid(header: string | undefined, endpoint: string, expectedKey: string | null) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) throw new Error('signed with another key');
  const raw = b64(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header64 = JSON.parse(b64(head).toString()) as { alg: string };
  if (header64.alg !== 'ES256') throw new Error(`alg ${header64.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!signed) throw new Error('bad signature');
  const claims = JSON.parse(b64(body).toString()) as PushDelivery['jwt'];
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('expired');
  return claims;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const devices = new Map<string, TestDevice>();
  const goneEndpoints = new Set<string>();
  const deliveries: PushDelivery[] = [];
  const refusals: string[] = [];
  const waiters: Array<{ match: (d: PushDelivery) => boolean; resolve: (d: PushDelivery) => void }> = [];
  let expectedKey: string | null = null;
  let origin = '';
  let holdMs = 0;
  let inFlight = 0;
  let peakInFlight = 0;

  const server: Server = createServer((req, res) => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => (holdMs > 0 ? setTimeout(answer, holdMs) : answer()));
    const answer = () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const device = devices.get(endpoint);
      if (!device || req.method !== 'POST') return void res.writeHead(404).end();
      if (goneEndpoints.has(endpoint)) return void res.writeHead(410).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL');
        const jwt = verifyVapid(req.headers.authorization, endpoint, expectedKey);
        const payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), device).toString('utf8'),
        ) as unknown;
        const delivery = { endpoint, payload, headers: req.headers, jwt };
        deliveries.push(delivery);
        for (const waiter of [...waiters])
          if (waiter.match(delivery)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(delivery);
          }
        res.writeHead(201).end();
      } catch (error) {
        refusals.push(String(error));
        res.writeHead(400).end();
      }
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    deliveries,
    refusals,
    device: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      const device: TestDevice = {
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
      };
      devices.set(endpoint, device);
      return device;
    },
    gone: (endpoint) => void goneEndpoints.add(endpoint),
    holdReplies: (ms) => void (holdMs = ms),
    get peakInFlight() {
      return peakInFlight;
    },
    resetPeak: () => void (peakInFlight = inFlight),
    expectKey: (key) => void (expectedKey = key),
    waitFor: (match, timeoutMs = 5000) => {
      const found = deliveries.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching push arrived in time (refusals: ${refusals.join('; ')})`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (delivery) => {
            clearTimeout(timer);
            resolve(delivery);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
