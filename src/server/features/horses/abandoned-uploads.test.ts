import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { createFileStorage } from '#server/adapters/storage/index.js';
import { insertUser } from '#server/db/factories.js';
import { uploads } from '#server/db/schema/index.js';
import { runHousekeeping } from '#server/platform/jobs/housekeeping.js';
import { deleteAbandonedUploads, UPLOAD_GRACE_MS } from './abandoned-uploads.js';
import { createHorseViaApi, uploadImage } from './horse-test-helpers.js';

const ctx = useTestApp();

describe('photos uploaded and never used', () => {
  it('are deleted by the hourly housekeeping after a day; used and recent ones stay', async () => {
    await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const upload = async () => ((await uploadImage(ctx.app, cookie)).json() as { imageUrl: string }).imageUrl;
    const abandoned = await upload();
    const used = await upload();
    await createHorseViaApi(ctx.app, cookie, { images: [used] });
    const housekeeping = [
      deleteAbandonedUploads({ db: ctx.db, storage: createFileStorage(ctx.config), log: ctx.app.log }),
    ];
    const status = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

    // Within the grace period nothing goes: the member may still be filling in the form.
    await runHousekeeping(ctx.db, new Date(Date.now() + UPLOAD_GRACE_MS - 60_000), housekeeping);
    expect(await status(abandoned)).toBe(200);

    await runHousekeeping(ctx.db, new Date(Date.now() + UPLOAD_GRACE_MS + 60_000), housekeeping);
    expect(await status(abandoned)).toBe(404);
    expect(await status(abandoned.replace('.webp', '-thumb.webp'))).toBe(404);
    expect(await status(used)).toBe(200);
    expect(await ctx.db.select({ key: uploads.key }).from(uploads)).toHaveLength(1);
  });
});
