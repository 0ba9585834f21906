import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { sampleJpeg } from '#tests/setup/sample-files.js';
import { useTestApp } from '#tests/setup/test-app.js';

// A horse's link-preview picture is a copy of its cover photo: it goes when the photo is rejected or
// deleted (with the horse, or with the account), and a failed delete is logged, never failing the reply
// (decision 0049).

/** What the app logs at error level. */
const errors: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    errors.push(chunk.toString());
    done();
  },
});
const ctx = useTestApp({ env: { LOG_LEVEL: 'error' }, deps: () => ({ logStream }) });

const previewsDir = () => path.join(ctx.dataDir, 'uploads', 'previews');
const storedPreviews = async () => readdir(previewsDir()).catch(() => []);

/** An owner's horse whose one photo a moderator approved, and its preview made by a link's first fetch. */
async function horseWithPreview() {
  const email = 'owner@example.test';
  await insertUser(ctx.db, { email, userType: 'owner' });
  const cookie = await signIn(ctx.app, email);
  const body = multipartFile('horseImage', {
    name: 'horse.jpg',
    type: 'image/jpeg',
    data: await sampleJpeg(),
  });
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/horses/upload-image',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  const photo: string = uploaded.json().imageUrl;
  const created = await sendAs(ctx.app, cookie, 'POST', '/api/horses', {
    name: 'Biscuit',
    age: 12,
    breed: 'Welsh Cob',
    height: '13.3-14.2hh',
    color: 'Bay',
    description: 'A kind schoolmaster who loves hacking out.',
    services: ['exercising-riding'],
    experienceLevel: 'beginner',
    temperament: ['calm'],
    location: 'Guildford',
    postcode: 'GU1 3AA',
    images: [photo],
  });
  expect(created.statusCode, created.body).toBe(201);
  const horseId: number = created.json().id;
  await ctx.db
    .update(horses)
    .set({ imageApprovalStatus: ['approved'] })
    .where(eq(horses.id, horseId));
  const preview = await ctx.app.inject({ method: 'GET', url: `/previews/horses/${horseId}.jpg` });
  expect(preview.statusCode).toBe(200);
  const [previewFile] = await storedPreviews();
  expect(previewFile).toBeDefined();
  return { cookie, horseId, photo, previewFile: previewFile! };
}

async function rejectPhoto(horseId: number, imageUrl: string) {
  const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
  return sendAs(ctx.app, admin, 'POST', '/api/admin/approve-image', {
    horseId,
    imageIndex: 0,
    imageUrl,
    action: 'rejected',
    reason: 'location-revealed',
  });
}

describe('a horse’s link-preview picture', () => {
  it('goes when a moderator rejects its photo; the photo stays for its owner to see', async () => {
    const { cookie, horseId, photo } = await horseWithPreview();
    const res = await rejectPhoto(horseId, photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedPreviews()).toEqual([]);
    expect((await sendAs(ctx.app, cookie, 'GET', photo)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/previews/horses/${horseId}.jpg` })).statusCode).toBe(
      404,
    );
  });

  it('goes with the horse its owner deletes', async () => {
    const { cookie, horseId } = await horseWithPreview();
    expect((await sendAs(ctx.app, cookie, 'DELETE', `/api/horses/${horseId}`)).statusCode).toBe(204);
    expect(await storedPreviews()).toEqual([]);
  });

  it('goes with the account its owner deletes', async () => {
    const { cookie } = await horseWithPreview();
    const res = await sendAs(ctx.app, cookie, 'DELETE', '/api/users/me', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedPreviews()).toEqual([]);
  });

  it('that cannot be deleted is logged, and the decision stands', async () => {
    const { horseId, photo, previewFile } = await horseWithPreview();
    // A folder where the file was: the store's delete fails, as a broken disk would make it.
    const stuck = path.join(previewsDir(), previewFile);
    await rm(stuck);
    await mkdir(stuck);
    await writeFile(path.join(stuck, 'inside'), 'x');
    errors.length = 0;

    const res = await rejectPhoto(horseId, photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imageApprovalStatus: 'rejected' });
    const [horse] = await ctx.db.select().from(horses).where(eq(horses.id, horseId));
    expect(horse?.imageApprovalStatus).toEqual(['rejected']);
    const logged = errors.map((line) => JSON.parse(line) as { msg: string; key?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'link preview not deleted', key: `previews/${previewFile}` }),
    );
  });
});
