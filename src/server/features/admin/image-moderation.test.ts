import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sendAs, signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';

const smtp = useSmtpServer();

const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example' }) });

/** A photo uploaded the way the owner's browser does it (the horses feature's own call). */
async function uploadImage(app: FastifyInstance, cookie: string) {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5230' } })
    .jpeg()
    .toBuffer();
  const body = multipartFile('horseImage', { name: 'horse.jpg', type: 'image/jpeg', data });
  return app.inject({
    method: 'POST',
    url: '/api/horses/upload-image',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const horseFields = {
  name: 'Bramble',
  breed: 'Welsh Pony',
  height: '13.3-14.2hh',
  location: 'York',
  services: ['general-care'],
};

async function createHorseViaApi(app: FastifyInstance, cookie: string, images: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/horses',
    headers: { cookie },
    payload: { ...horseFields, images },
  });
  if (res.statusCode !== 201) throw new Error(`create horse failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

/** An owner with a horse carrying two freshly uploaded (pending) photos. */
async function horseWithTwoPhotos() {
  await insertUser(ctx.db, { email: 'owner@example.test', firstName: 'Olwen', userType: 'owner' });
  const owner = await signIn(ctx.app, 'owner@example.test');
  const urls = [
    (await uploadImage(ctx.app, owner)).json().imageUrl as string,
    (await uploadImage(ctx.app, owner)).json().imageUrl as string,
  ];
  const horse = await createHorseViaApi(ctx.app, owner, urls);
  const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
  return { owner, urls, horseId: horse.id, admin };
}

const publicHorse = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/horses/${id}` })).json();
const browse = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/horses' });
  return res.json() as Array<{ id: number; images: string[] }>;
};

/** An admin's decision on the photo at an index, as the moderation page sends it (with the URL it saw). */
const decideImage = (
  admin: string,
  horseId: number,
  imageIndex: number,
  imageUrl: string | undefined,
  action: 'approved' | 'rejected',
  reason?: string,
) =>
  sendAs(ctx.app, admin, 'POST', '/api/admin/approve-image', {
    horseId,
    imageIndex,
    imageUrl,
    action,
    reason,
  });

describe('photo moderation', () => {
  it('lists pending photos with horse, owner, index and URL, oldest first and paged', async () => {
    const { urls, horseId, admin } = await horseWithTwoPhotos();
    const res = await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-images?limit=1&offset=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      {
        horse: { id: horseId, name: 'Bramble' },
        owner: { id: expect.any(Number), firstName: 'Olwen', lastName: 'Tester' },
        imageIndex: 1,
        imageUrl: urls[1],
        // When the owner uploaded it (the uploads record of the photo).
        uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      },
    ]);
    const metrics = await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics');
    expect(metrics.json()).toMatchObject({ userCount: 1, horseCount: 1, pendingImagesCount: 2 });
  });

  it('makes an approved photo public at once, in the horse page and the browse list', async () => {
    const { urls, horseId, admin } = await horseWithTwoPhotos();
    expect((await publicHorse(horseId)).images).toEqual([]);
    // The anonymous browse list is now in the micro-cache, without the photo.
    expect((await browse()).find((h) => h.id === horseId)?.images).toEqual([]);

    const res = await decideImage(admin, horseId, 1, urls[1], 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ horseId, imageIndex: 1, imageApprovalStatus: 'approved' });

    expect((await publicHorse(horseId)).images).toEqual([urls[1]]);
    expect((await browse()).find((h) => h.id === horseId)?.images).toEqual([urls[1]]);
    const pending = await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-images');
    expect(pending.json().map((p: { imageUrl: string }) => p.imageUrl)).toEqual([urls[0]]);
  });

  it('keeps a rejected photo hidden, tells the owner why by mail, and records both decisions', async () => {
    const { owner, urls, horseId, admin } = await horseWithTwoPhotos();
    const reject = await decideImage(admin, horseId, 0, urls[0], 'rejected', 'location-revealed');
    expect(reject.statusCode).toBe(200);
    expect((await publicHorse(horseId)).images).toEqual([]);
    expect((await browse()).find((h) => h.id === horseId)?.images).toEqual([]);
    // The owner still sees it, marked rejected.
    const own = await sendAs(ctx.app, owner, 'GET', `/api/horses/${horseId}`);
    expect(own.json().imageApprovalStatus).toEqual(['rejected', 'pending']);
    // ... with the reason the admin chose, which nobody else is told.
    expect(own.json().imageRejectionReasons).toEqual(['location-revealed', null]);
    expect((await publicHorse(horseId)).imageRejectionReasons).toBeUndefined();

    const mail = await smtp.waitForMessage((m) => m.subject?.includes('Bramble was not approved') ?? false);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('owner@example.test');
    expect(mail.text).toContain('reveals where the horse is kept');
    expect(mail.text).toContain(`https://stablemates.example/edit-horse/${horseId}`);

    await decideImage(admin, horseId, 1, urls[1], 'approved');
    const log = await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log');
    expect(log.headers['x-total-count']).toBe('2');
    expect(log.json()).toMatchObject([
      { adminUsername: 'warden', action: 'image.approved', targetType: 'horse-image', targetId: horseId },
      {
        action: 'image.rejected',
        targetId: horseId,
        detail: { imageIndex: 0, imageUrl: urls[0], reason: 'location-revealed' },
      },
    ]);
  });

  it("accepts the specification's body (horseId, imageIndex, action) and records the photo it decided", async () => {
    const { owner, urls, horseId, admin } = await horseWithTwoPhotos();
    const approve = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-image', {
      horseId,
      imageIndex: 1,
      action: 'approved',
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ horseId, imageIndex: 1, imageApprovalStatus: 'approved' });
    expect((await publicHorse(horseId)).images).toEqual([urls[1]]);

    // A rejection without a reason is recorded as "other"; the owner reads the general label.
    const reject = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-image', {
      horseId,
      imageIndex: 0,
      action: 'rejected',
    });
    expect(reject.statusCode).toBe(200);
    const own = await sendAs(ctx.app, owner, 'GET', `/api/horses/${horseId}`);
    expect(own.json().imageApprovalStatus).toEqual(['rejected', 'approved']);
    expect(own.json().imageRejectionReasons).toEqual(['other', null]);
    const mail = await smtp.waitForMessage(
      (m) => m.text?.includes('Reason: The photo does not meet our photo guidelines.') ?? false,
    );
    expect(mail.subject).toBe('A photo of Bramble was not approved');

    const log = await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log');
    expect(log.json()).toMatchObject([
      { action: 'image.rejected', detail: { imageIndex: 0, imageUrl: urls[0], reason: 'other' } },
      { action: 'image.approved', detail: { imageIndex: 1, imageUrl: urls[1] } },
    ]);
  });

  it("answers 409 to the specification's body when that index holds no photo, and 404 for no horse", async () => {
    const { horseId, admin } = await horseWithTwoPhotos();
    const send = (body: object) => sendAs(ctx.app, admin, 'POST', '/api/admin/approve-image', body);
    expect((await send({ horseId, imageIndex: 2, action: 'approved' })).statusCode).toBe(409);
    expect((await send({ horseId: horseId + 100, imageIndex: 0, action: 'approved' })).statusCode).toBe(404);
    expect((await publicHorse(horseId)).images).toEqual([]);
    const log = await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log');
    expect(log.json()).toEqual([]);
  });

  it('answers 409 and changes nothing when the photo at that index is not the one the admin saw', async () => {
    const { owner, urls, horseId, admin } = await horseWithTwoPhotos();
    // The owner swaps the order meanwhile.
    const swapped = await sendAs(ctx.app, owner, 'PUT', `/api/horses/${horseId}`, {
      name: 'Bramble',
      breed: 'Welsh Pony',
      height: '13.3-14.2hh',
      location: 'York',
      images: [urls[1], urls[0]],
    });
    expect(swapped.statusCode).toBe(200);

    const stale = await decideImage(admin, horseId, 0, urls[0], 'approved');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/refresh/);
    const gone = await decideImage(admin, horseId, 4, urls[0], 'approved');
    expect(gone.statusCode).toBe(409);
    expect((await publicHorse(horseId)).images).toEqual([]);
    const log = await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log');
    expect(log.json()).toEqual([]);
  });
});
