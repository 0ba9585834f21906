import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { createHorseViaApi, uploadImage } from './horse-test-helpers.js';

const ctx = useTestApp();

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function owner(email: string) {
  const user = await insertUser(ctx.db, { email, userType: 'owner' });
  return { user, cookie: await signIn(ctx.app, email) };
}

describe('serving horse photos', () => {
  it('names files at random: nothing in the name says who uploaded it', async () => {
    const { user, cookie } = await owner('owner@example.test');
    const { imageUrl } = (await uploadImage(ctx.app, cookie)).json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/horses\/[0-9a-f]{32}\.webp$/);
    expect(imageUrl).not.toContain(`/${user.id}-`);
  });

  it('shows a pending photo only to its owner, never cached; everyone else gets a 404', async () => {
    const ann = await owner('ann@example.test');
    const bob = await owner('bob@example.test');
    const { imageUrl } = (await uploadImage(ctx.app, ann.cookie)).json() as { imageUrl: string };
    const thumb = imageUrl.replace('.webp', '-thumb.webp');

    // Uploaded, not yet on a horse: the uploader only.
    expect((await get(imageUrl, ann.cookie)).statusCode).toBe(200);
    expect((await get(imageUrl)).statusCode).toBe(404);

    const horse = await createHorseViaApi(ctx.app, ann.cookie, { images: [imageUrl] });
    for (const url of [imageUrl, thumb]) {
      const own = await get(url, ann.cookie);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, bob.cookie)).statusCode, url).toBe(404);
    }

    await ctx.db
      .update(horses)
      .set({ imageApprovalStatus: ['rejected'] })
      .where(eq(horses.id, horse.id));
    expect((await get(imageUrl)).statusCode).toBe(404);
    expect((await get(imageUrl, ann.cookie)).headers['cache-control']).toBe('private, no-store');
  });

  it('shows a pending photo to a signed-in admin, who reviews it; a signed-out admin gets a 404', async () => {
    const ann = await owner('ann@example.test');
    const { imageUrl } = (await uploadImage(ctx.app, ann.cookie)).json() as { imageUrl: string };
    await createHorseViaApi(ctx.app, ann.cookie, { images: [imageUrl] });
    const { cookie: adminCookie } = await signInAsNewAdmin(ctx.app, ctx.db);

    const seen = await get(imageUrl, adminCookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await get(imageUrl.replace('.webp', '-thumb.webp'), adminCookie)).statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: adminCookie } });
    expect((await get(imageUrl, adminCookie)).statusCode).toBe(404);
  });

  it('serves an approved photo to anyone, cached for five minutes, then revalidated', async () => {
    const { cookie } = await owner('ann@example.test');
    const { imageUrl } = (await uploadImage(ctx.app, cookie)).json() as { imageUrl: string };
    const horse = await createHorseViaApi(ctx.app, cookie, { images: [imageUrl] });
    await ctx.db
      .update(horses)
      .set({ imageApprovalStatus: ['approved'] })
      .where(eq(horses.id, horse.id));
    const res = await get(imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toBe(`"${imageUrl.split('/').pop()}"`);
  });

  it('refuses names that are not a photo (no path escapes the folder)', async () => {
    for (const url of ['/uploads/horses/..%2F..%2Fsession-secret', '/uploads/horses/x.png']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
