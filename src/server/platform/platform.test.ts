import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '#tests/setup/test-app.js';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { createGeocoder } from '../adapters/geocoder/index.js';
import { createMailer } from '../adapters/mailer/index.js';
import { createFileStorage } from '../adapters/storage/index.js';
import { buildApp } from '../app.js';
import { badRequest } from './http/app-error.js';

const INDEX_HTML = '<!doctype html><title>spa</title><div id="root"></div>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))})`;

let app: FastifyInstance;
let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'platform-test-'));
  const clientDir = path.join(dir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), MAIN_JS);
  // As the build writes them: compressed copies beside the file.
  await writeFile(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(MAIN_JS));
  await writeFile(path.join(clientDir, 'assets', 'main-abc123.js.gz'), gzipSync(MAIN_JS));
  database = await openTestDatabase();
  const config = testConfig(dir, { BODY_LIMIT_BYTES: '2048', PUBLIC_URL: 'http://127.0.0.1:8080' });
  app = await buildApp({
    config,
    database: database.handle,
    mailer: createMailer(config, () => undefined),
    storage: createFileStorage(config),
    geocoder: createGeocoder(config, database.handle.db),
    clientDir,
  });
  // Routes of the test's own, to exercise the platform's body parsing and error format.
  app.post(
    '/api/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
    async (request) => request.body,
  );
  app.get('/api/explode', async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/refuse', async () => {
    throw badRequest('That will not do.', { field: ['Bad field'] });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
});

/** POST /api/echo (the test's own route) with this body and these headers. */
const postEcho = (payload: string | object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/echo', headers, payload });

describe('error format', () => {
  // Each request, and the whole reply body it must get.
  const replies = [
    {
      name: 'answers malformed JSON with 400 and a message',
      request: {
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      },
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    },
    {
      name: 'answers a body that fails the schema with 400 and field errors',
      request: { method: 'POST', url: '/api/echo', payload: { name: '' } },
      status: 400,
      body: { message: 'Name is required', fieldErrors: { name: ['Name is required'] } },
    },
    {
      name: 'answers an unknown API path with a 404 JSON message',
      request: { method: 'GET', url: '/api/nothing-here?x=1' },
      status: 404,
      body: { message: 'No such API route: GET /api/nothing-here' },
    },
    {
      name: 'turns an application error into its status and fields',
      request: { method: 'GET', url: '/api/refuse' },
      status: 400,
      body: { message: 'That will not do.', fieldErrors: { field: ['Bad field'] } },
    },
  ] as const;
  it.each(replies)('$name', async ({ request, status, body }) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await postEcho({ name: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('refuses a form-encoded body (JSON bodies must be sent as JSON)', async () => {
    const res = await postEcho('name=x', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});

describe('same-origin check', () => {
  it('refuses a state-changing request from another site', async () => {
    const res = await postEcho(
      { name: 'x' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not allowed.');
  });

  it('accepts one from our own origin', async () => {
    const res = await postEcho(
      { name: 'Bramble' },
      { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Bramble' });
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, plus nosniff and a referrer policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('single-page app', () => {
  it('answers any non-API path with index.html, revalidated each time', async () => {
    for (const url of ['/', '/browse', '/horse/12', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, the plain file otherwise', async () => {
    const url = '/assets/main-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(MAIN_JS.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('sends index.html for app paths compressed as the browser accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/browse', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);

    // Each page's head is its own (page-head.ts), so the page is compressed as it is sent.
    const gz = await app.inject({ method: 'GET', url: '/browse', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers the health check after a real query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});
