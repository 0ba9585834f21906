import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/setup/test-database.js';
import { POSTCODES_IO_ANSWERS } from './fixtures/postcodes-io-answers.js';
import { milesBetween } from './fixtures/miles-between.js';
import type { Geocoder } from './geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.js';

/**
 * `GEOCODER=postcodes.io` and the offline table must put the same district in about the same place, or a
 * site's distances would jump when it changes geocoder. Held here with answers the service really gave
 * (fixtures/postcodes-io-answers.ts), served by a local stand-in: there is no network to ask it.
 */
let server: Server;
let database: TestDatabase;
let asked: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '');
    asked.push(path);
    const answer = POSTCODES_IO_ANSWERS.find((recorded) => recorded.path === path);
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer ? { status: 200, result: answer.result } : { status: 404 }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

/** A fallback that must never be asked: every answer below has to come from the service. */
const unreachable: Geocoder = {
  locate: () => Promise.reject(new Error('the stand-in should have answered')),
};

describe('postcodes.io and the offline table', () => {
  it('agree within 3 miles on every recorded district, and within 1 mile at the median', async () => {
    const service = createPostcodesIoGeocoder({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      db: database.handle.db,
      fallback: unreachable,
    });
    const offline = createOfflineGeocoder();
    const gaps: number[] = [];
    for (const recorded of POSTCODES_IO_ANSWERS) {
      asked = [];
      const online = await service.locate(recorded.query);
      expect(asked, recorded.query).toEqual([recorded.path]);
      expect(online, recorded.query).toMatchObject({
        latitude: recorded.result.latitude,
        longitude: recorded.result.longitude,
      });
      const local = await offline.locate(recorded.query);
      expect(local?.precision, recorded.query).toBe('outcode');
      const miles = milesBetween(online!, local!);
      expect(miles, recorded.query).toBeLessThan(3);
      gaps.push(miles);
    }
    gaps.sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(1);
  });
});
