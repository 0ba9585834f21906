import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, signInNewMember } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { jpeg, uploadImage } from '#server/features/horses/horse-test-helpers.js';

// A real S3-compatible server on 127.0.0.1 (s3rver), so the adapter speaks the actual protocol.
let server: S3rver;
let dir: string;
let publicBase: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'photos' }],
  });
  const { port } = await server.run();
  publicBase = `http://127.0.0.1:${port}/photos`;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const ctx = useTestApp({
  env: () => ({
    STORAGE: 's3',
    S3_BUCKET: 'photos',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: publicBase.replace('/photos', ''),
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: publicBase,
  }),
});

/** The new-horse form's fields, with one photo. */
const cloud = (imageUrl: string) => ({
  name: 'Cloud',
  breed: 'Cob',
  height: '14.3-15.2hh',
  location: 'York',
  services: ['general-care'],
  images: [imageUrl],
});

describe('S3-compatible storage', () => {
  it('stores uploaded photos in the bucket, serves them from its address, and deletes them with the horse', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
    });
    const upload = await uploadImage(ctx.app, cookie, await jpeg(800, 600));
    expect(upload.statusCode).toBe(201);
    const { imageUrl } = upload.json();
    expect(imageUrl).toMatch(new RegExp(`^${publicBase}/horses/[0-9a-f-]+\\.webp$`));

    const fetched = await fetch(imageUrl);
    expect(fetched.status).toBe(200);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('webp');

    const created = await sendAs(ctx.app, cookie, 'POST', '/api/horses', cloud(imageUrl));
    expect(created.statusCode).toBe(201);
    // The page may show images from the bucket's origin.
    expect(created.headers['content-security-policy']).toContain(new URL(publicBase).origin);

    const removed = await sendAs(ctx.app, cookie, 'DELETE', `/api/horses/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await fetch(imageUrl)).status).toBe(404);
  });

  it('refuses an image URL that is not in the bucket', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
    });
    const res = await sendAs(
      ctx.app,
      cookie,
      'POST',
      '/api/horses',
      cloud(`${publicBase}/horses/00000000-0000-0000-0000-000000000000.webp`),
    );
    expect(res.statusCode).toBe(400);
  });
});
