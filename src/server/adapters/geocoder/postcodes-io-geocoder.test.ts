import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { geocodeCache } from '#server/db/schema/geocode.js';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.js';

/** What the fake postcodes.io answers for one request: status, body (object or raw text), delay. */
interface Reply {
  status: number;
  body: unknown;
  delayMs?: number;
}

const notFound = (error: string): Reply => ({ status: 404, body: { status: 404, error } });

/** A local stand-in for api.postcodes.io on 127.0.0.1 that records every request path. */
let server: Server;
let baseUrl: string;
let requests: string[] = [];
let respond: (request: IncomingMessage) => Reply = () => notFound('Resource not found');
const timers = new Set<NodeJS.Timeout>();
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  server = createServer((request, response) => {
    requests.push(decodeURIComponent(request.url ?? ''));
    const reply = respond(request);
    const send = () => {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, reply.delayMs);
    timers.add(timer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  requests = [];
  respond = () => notFound('Resource not found');
  await database.reset();
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

const geocoder = () =>
  createPostcodesIoGeocoder({
    baseUrl,
    db: database.handle.db,
    timeoutMs: 300,
    fallback: createOfflineGeocoder(),
  });

const cachedRows = () => database.handle.db.select().from(geocodeCache).orderBy(geocodeCache.query);

describe('postcodes.io geocoder', () => {
  it('uses a postcode answer and caches it', async () => {
    respond = () => ({
      status: 200,
      body: {
        status: 200,
        result: {
          postcode: 'SW1A 1AA',
          latitude: 51.501009,
          longitude: -0.141588,
          admin_district: 'Westminster',
        },
      },
    });
    const expected = {
      latitude: 51.501009,
      longitude: -0.141588,
      label: 'Westminster',
      precision: 'postcode',
    };
    expect(await geocoder().locate('sw1a1aa')).toEqual(expected);
    expect(await geocoder().locate('SW1A 1AA')).toEqual(expected);
    expect(requests).toEqual(['/postcodes/SW1A 1AA']);
    expect(await cachedRows()).toMatchObject([
      { query: 'sw1a 1aa', latitude: 51.501009, label: 'Westminster' },
    ]);
  });

  it('caches a 404 as a miss and answers null', async () => {
    respond = () => notFound('Invalid postcode');
    expect(await geocoder().locate('LS99 9ZZ')).toBeNull();
    expect(await geocoder().locate('ls99 9zz')).toBeNull();
    expect(requests).toEqual(['/postcodes/LS99 9ZZ']);
    expect(await cachedRows()).toMatchObject([{ query: 'ls99 9zz', latitude: null, longitude: null }]);
  });

  it('asks again once a cached miss is old', async () => {
    respond = () => notFound('Invalid postcode');
    const impatient = createPostcodesIoGeocoder({
      baseUrl,
      db: database.handle.db,
      fallback: createOfflineGeocoder(),
      missTtlMs: 0,
    });
    await impatient.locate('LS99 9ZZ');
    await impatient.locate('LS99 9ZZ');
    expect(requests).toHaveLength(2);
  });

  it('looks an outcode up', async () => {
    respond = () => ({
      status: 200,
      body: {
        status: 200,
        result: { outcode: 'LS1', latitude: 53.7965, longitude: -1.5478, admin_district: ['Leeds'] },
      },
    });
    expect(await geocoder().locate('ls1')).toEqual({
      latitude: 53.7965,
      longitude: -1.5478,
      label: 'Leeds',
      precision: 'outcode',
    });
    expect(requests).toEqual(['/outcodes/LS1']);
  });

  it('falls back to offline, uncached, when the service is slow', async () => {
    respond = () => ({
      status: 200,
      body: { status: 200, result: { latitude: 1, longitude: 1 } },
      delayMs: 2000,
    });
    const started = Date.now();
    expect(await geocoder().locate('EH1 1YZ')).toMatchObject({
      label: 'Edinburgh (EH1)',
      precision: 'outcode',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await cachedRows()).toEqual([]);
  });

  it('falls back to offline, uncached, on a server error or a reply that is not JSON', async () => {
    respond = () => ({ status: 500, body: { status: 500, error: 'Internal server error' } });
    expect(await geocoder().locate('LS1 1AB')).toMatchObject({ label: 'Leeds (LS1)', precision: 'outcode' });
    respond = () => ({ status: 200, body: '<html>maintenance</html>' });
    expect(await geocoder().locate('LS1 1AB')).toMatchObject({ label: 'Leeds (LS1)', precision: 'outcode' });
    expect(requests).toHaveLength(2);
    expect(await cachedRows()).toEqual([]);
  });

  it('falls back to offline when the service cannot be reached at all', async () => {
    const unreachable = createPostcodesIoGeocoder({
      baseUrl: 'http://127.0.0.1:9/',
      db: database.handle.db,
      fallback: createOfflineGeocoder(),
    });
    expect(await unreachable.locate('York')).toMatchObject({ label: 'York', precision: 'place' });
    expect(await cachedRows()).toEqual([]);
  });

  it('looks places up by the name before any comma, and caches them', async () => {
    respond = () => ({
      status: 200,
      body: {
        status: 200,
        result: [{ name_1: 'Harrogate', name_2: null, latitude: 53.9921, longitude: -1.5418 }],
      },
    });
    const expected = { latitude: 53.9921, longitude: -1.5418, label: 'Harrogate', precision: 'place' };
    expect(await geocoder().locate('Harrogate, North Yorkshire')).toEqual(expected);
    expect(await geocoder().locate('harrogate')).toEqual(expected);
    expect(requests).toEqual(['/places?q=Harrogate&limit=1']);
  });

  it('still asks offline for a place postcodes.io does not know, or knows under another name', async () => {
    respond = (request) =>
      request.url?.includes('Zenn')
        ? {
            status: 200,
            body: { status: 200, result: [{ name_1: 'Zennor Head', latitude: 50.2, longitude: -5.6 }] },
          }
        : { status: 200, body: { status: 200, result: [] } };
    expect(await geocoder().locate('St Albans')).toMatchObject({ label: 'St Albans', precision: 'place' });
    expect(await geocoder().locate('Atlantis')).toBeNull();
    expect(await geocoder().locate('Zenn')).toBeNull();
    expect(await cachedRows()).toMatchObject([
      { query: 'atlantis', latitude: null },
      { query: 'st albans', latitude: null },
      { query: 'zenn', latitude: null },
    ]);
  });

  it('answers counties offline and refuses unknown postcode areas without asking', async () => {
    expect(await geocoder().locate('North Yorkshire')).toMatchObject({ precision: 'area' });
    expect(await geocoder().locate('XX1 1XX')).toBeNull();
    expect(await geocoder().locate('XX1')).toBeNull();
    expect(requests).toEqual([]);
  });
});
