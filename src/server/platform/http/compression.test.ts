import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { useTestApp } from '#tests/setup/test-app.js';

const ctx = useTestApp();

describe('compressed JSON replies', () => {
  it('compresses a list above 1 KB for a browser that accepts it, and not for one that does not', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    for (let i = 0; i < 12; i++)
      await insertHorse(ctx.db, { ownerId: owner.id, description: 'A kind cob. '.repeat(5) });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/horses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(12);

    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/horses',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/api/horses',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small replies as they are', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
