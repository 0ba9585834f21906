import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { decodeQueue } from '#server/platform/uploads/image-decode.js';
import { jpeg, uploadImage } from './horse-test-helpers.js';
import { UPLOAD_LIMITS } from './upload.routes.js';

const ctx = useTestApp();

async function ownerCookie(email = 'owner@example.test') {
  await insertUser(ctx.db, { email, userType: 'owner' });
  return signIn(ctx.app, email);
}

describe('upload limits', () => {
  it('refuses a member past the uploads allowed in ten minutes with 429', async () => {
    const cookie = await ownerCookie();
    const small = await jpeg(32, 24);
    for (let i = 0; i < UPLOAD_LIMITS.perMember; i++) {
      expect((await uploadImage(ctx.app, cookie, small)).statusCode).toBe(201);
    }
    const refused = await uploadImage(ctx.app, cookie, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    // Another member is not held back by the first one.
    expect((await uploadImage(ctx.app, await ownerCookie('other@example.test'), small)).statusCode).toBe(201);
  });

  it('refuses a picture of more than 40 megapixels before decoding it (413)', async () => {
    const cookie = await ownerCookie();
    const huge = await sharp({ create: { width: 6600, height: 6400, channels: 3, background: '#7a5230' } })
      .jpeg()
      .toBuffer();
    const res = await uploadImage(ctx.app, cookie, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/: Please select an image under 40 megapixels$/);
  });

  it('decodes at most two photos at once: a burst queues and every upload still succeeds', async () => {
    const cookie = await ownerCookie();
    const photo = await jpeg(2400, 1800);
    const replies = await Promise.all(Array.from({ length: 6 }, () => uploadImage(ctx.app, cookie, photo)));
    expect(replies.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(decodeQueue.peak).toBeGreaterThanOrEqual(1);
    expect(decodeQueue.peak).toBeLessThanOrEqual(2);
  });
});
