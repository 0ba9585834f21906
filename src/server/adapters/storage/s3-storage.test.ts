import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, signInNewMember } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { horses } from '#server/db/schema/index.js';
import { jpeg, uploadImage } from '#server/features/horses/horse-test-helpers.js';

// A real S3-compatible server on 127.0.0.1 (s3rver), so the adapter speaks the actual protocol.
let server: S3rver;
let dir: string;
let endpoint: string;

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
  endpoint = `http://127.0.0.1:${port}`;
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
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
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

/** Straight from the bucket (s3rver checks no signature): what is stored there, whatever the app says. */
const inBucket = async (url: string) =>
  (await fetch(`${endpoint}/photos/${url.replace(/^\/uploads\//, '')}`)).status;
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('S3-compatible storage', () => {
  it('keeps photos in the bucket but serves them through the app: private until approved, then public', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
    });
    const upload = await uploadImage(ctx.app, cookie, await jpeg(800, 600));
    expect(upload.statusCode).toBe(201);
    const { imageUrl } = upload.json();
    // Never an address of the bucket: browsers only ever see the app's own path.
    expect(imageUrl).toMatch(/^\/uploads\/horses\/[0-9a-f-]+\.webp$/);
    expect(await inBucket(imageUrl)).toBe(200);

    const created = await sendAs(ctx.app, cookie, 'POST', '/api/horses', cloud(imageUrl));
    expect(created.statusCode).toBe(201);

    // Pending: the owner sees it, uncached; a stranger learns nothing.
    const own = await get(imageUrl, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');
    expect((await get(imageUrl)).statusCode).toBe(404);

    await ctx.db
      .update(horses)
      .set({ imageApprovalStatus: ['approved'] })
      .where(eq(horses.id, created.json().id));
    const approved = await get(imageUrl);
    expect(approved.statusCode).toBe(200);
    // Approved: public for minutes, revalidated, so a horse hidden later leaves every cache (decision 0024).
    expect(approved.headers['cache-control']).toBe('public, max-age=300');

    const removed = await sendAs(ctx.app, cookie, 'DELETE', `/api/horses/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(await inBucket(imageUrl)).toBe(404);
    expect((await get(imageUrl, cookie)).statusCode).toBe(404);
  });

  it('serves a profile photo from the bucket to anyone', async () => {
    const { user, cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'rider@example.test',
      userType: 'enthusiast',
    });
    const body = multipartFile('profileImage', {
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await jpeg(300, 300),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/profile-image`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { profileImage } = res.json() as { profileImage: string };
    expect(profileImage).toMatch(/^\/uploads\/profiles\/[0-9a-f]+\.webp$/);
    const seen = await get(profileImage);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect((await get('/uploads/profiles/..%2Fhorses%2Fx.webp')).statusCode).toBe(404);
  });

  it('refuses an image URL that is not a stored upload', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
    });
    for (const url of [
      '/uploads/horses/00000000-0000-0000-0000-000000000000.webp',
      `${endpoint}/photos/horses/00000000-0000-0000-0000-000000000000.webp`,
    ]) {
      const res = await sendAs(ctx.app, cookie, 'POST', '/api/horses', cloud(url));
      expect(res.statusCode, url).toBe(400);
    }
  });
});
