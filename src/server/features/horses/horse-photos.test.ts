import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import {
  createHorseViaApi,
  horseWithPendingAndApprovedPhotos,
  jpeg,
  postHorse,
  uploadImage,
  validHorse,
} from './horse-test-helpers.js';

const ctx = useTestApp();

async function ownerCookie() {
  await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  return signIn(ctx.app, 'owner@example.test');
}

describe('horse photos', () => {
  it('stores an upload as a re-encoded image with a card variant, served under /uploads', async () => {
    const cookie = await ownerCookie();
    const res = await uploadImage(ctx.app, cookie, await jpeg(2400, 1800));
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/horses\/[0-9a-f-]+\.webp$/);

    // Pending: only its uploader sees it (photo-files.test.ts covers who else may).
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    const thumb = await ctx.app.inject({
      method: 'GET',
      url: imageUrl.replace('.webp', '-thumb.webp'),
      headers: { cookie },
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });

  it('refuses a text file named .jpg with 415, naming the file', async () => {
    const cookie = await ownerCookie();
    const res = await uploadImage(
      ctx.app,
      cookie,
      Buffer.from('this is not a picture of a horse'),
      'horse.jpg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'horse.jpg: This file cannot be opened as a picture. Please select an image file',
    );
  });

  it('names a JPEG cut short (a broken photo) when it does not decode', async () => {
    const cookie = await ownerCookie();
    const whole = await jpeg(800, 600);
    const res = await uploadImage(ctx.app, cookie, whole.subarray(0, 200), 'IMG_0042.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^IMG_0042\.jpg: .*Please select an image file$/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const cookie = await ownerCookie();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await uploadImage(ctx.app, cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('horse.jpg: Please select an image under 5MB');
  });

  it('refuses a sixth image on a horse with 400', async () => {
    const cookie = await ownerCookie();
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push((await uploadImage(ctx.app, cookie)).json().imageUrl);
    const horse = await createHorseViaApi(ctx.app, cookie, { images: urls.slice(0, 5) });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { images: urls },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A horse can have at most 5 images');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/horses', headers: { cookie }, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('strips EXIF GPS and every other metadata', async () => {
    const cookie = await ownerCookie();
    const withGps = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336633' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'HorseCam', Copyright: 'Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '54/1 0/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '1/1 32/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const { imageUrl } = (await uploadImage(ctx.app, cookie, withGps)).json();
    const stored = await readFile(path.join(ctx.dataDir, 'uploads', imageUrl.replace('/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('HorseCam'))).toBe(false);
  });

  it('lets the owner delete an image by index; the files go too', async () => {
    const cookie = await ownerCookie();
    const a = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const b = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const horse = await createHorseViaApi(ctx.app, cookie, { images: [a, b] });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/horses/${horse.id}/images/0`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ images: [b], imageApprovalStatus: ['pending'] });
    expect((await ctx.app.inject({ method: 'GET', url: a, headers: { cookie } })).statusCode).toBe(404);
    const byUrl = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/horses/${horse.id}/images/${encodeURIComponent(b)}`,
      headers: { cookie },
    });
    expect(byUrl.json().images).toEqual([]);
  });

  it('reorders photos through PUT (the owner picks the cover); each keeps its review state', async () => {
    const cookie = await ownerCookie();
    const { horse, pending: a, approved: b } = await horseWithPendingAndApprovedPhotos(ctx, cookie);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${horse.id}`,
      headers: { cookie },
      payload: { images: [b, a] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ images: [b, a], imageApprovalStatus: ['approved', 'pending'] });
    const publicView = (await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).json();
    expect(publicView.images).toEqual([b]);
  });

  it('accepts uploads only from signed-in owners', async () => {
    expect((await uploadImage(ctx.app, 'sm_session=nobody')).statusCode).toBe(401);
    await insertUser(ctx.db, { email: 'fan@example.test', userType: 'enthusiast', riderWeight: '7-9st' });
    expect((await uploadImage(ctx.app, await signIn(ctx.app, 'fan@example.test'))).statusCode).toBe(403);
  });
});

describe('photo ownership', () => {
  it("refuses another owner's photo, so deleting a horse can never delete someone else's file", async () => {
    await insertUser(ctx.db, { email: 'bob@example.test', userType: 'owner' });
    await insertUser(ctx.db, { email: 'alice@example.test', userType: 'owner' });
    const bob = await signIn(ctx.app, 'bob@example.test');
    const alice = await signIn(ctx.app, 'alice@example.test');
    const bobsPhoto = (await uploadImage(ctx.app, bob)).json().imageUrl as string;
    await createHorseViaApi(ctx.app, bob, { images: [bobsPhoto] });

    const res = await postHorse(ctx.app, alice, { ...validHorse, name: 'Borrowed', images: [bobsPhoto] });
    expect(res.statusCode).toBe(400);
    const served = await ctx.app.inject({ method: 'GET', url: bobsPhoto, headers: { cookie: bob } });
    expect(served.statusCode).toBe(200);
  });

  it('keeps a file another of the owner’s horses still shows', async () => {
    const cookie = await ownerCookie();
    const photo = (await uploadImage(ctx.app, cookie)).json().imageUrl as string;
    const first = await createHorseViaApi(ctx.app, cookie, { images: [photo] });
    await createHorseViaApi(ctx.app, cookie, { name: 'Twin', images: [photo] });
    await ctx.app.inject({ method: 'DELETE', url: `/api/horses/${first.id}`, headers: { cookie } });
    expect((await ctx.app.inject({ method: 'GET', url: photo, headers: { cookie } })).statusCode).toBe(200);
  });
});
