import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertAvailabilitySlot } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { PUBLIC_PHOTO_CACHE } from './photo-access.service.js';
import { createHorseViaApi, uploadImage } from './horse-test-helpers.js';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** An owner's horse with an approved photo and a slot, and an enthusiast looking at it. */
async function listedHorse() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const { imageUrl } = (await uploadImage(ctx.app, owner.cookie)).json() as { imageUrl: string };
  const horse = await createHorseViaApi(ctx.app, owner.cookie, { images: [imageUrl] });
  await ctx.db
    .update(horses)
    .set({ imageApprovalStatus: ['approved'] })
    .where(eq(horses.id, horse.id));
  const slot = await insertAvailabilitySlot(ctx.db, {
    horseId: horse.id,
    startDate: addDays(londonToday(), 2),
    endDate: addDays(londonToday(), 2),
  });
  const hide = () => ctx.db.update(horses).set({ hiddenAt: new Date() }).where(eq(horses.id, horse.id));
  return { owner, rider, horse, slot, imageUrl, hide };
}

describe('a hidden horse is hidden everywhere', () => {
  it('its photos: public for minutes and revalidated while listed, then a 404 for all but its owner and admins', async () => {
    const { owner, imageUrl, hide } = await listedHorse();
    const thumb = imageUrl.replace('.webp', '-thumb.webp');
    const listed = await get(imageUrl);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe(PUBLIC_PHOTO_CACHE);
    expect(listed.headers['cache-control']).not.toContain('immutable');
    const etag = String(listed.headers.etag);
    const revalidated = await get(imageUrl, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    await hide();
    for (const url of [imageUrl, thumb]) {
      expect((await get(url)).statusCode, url).toBe(404);
      // A cache asking whether its copy is still good hears that it is gone.
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(404);
    }
    const own = await get(imageUrl, { cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    expect((await get(imageUrl, { cookie: admin })).statusCode).toBe(200);
  });

  it('its calendar, saving it and enquiring about it: as if it did not exist (its owner still sees the calendar)', async () => {
    const { owner, rider, horse, slot, hide } = await listedHorse();
    const slots = `/api/availability-slots?horseId=${horse.id}`;
    expect((await get(slots)).statusCode).toBe(200);
    await hide();
    expect((await get(slots)).statusCode).toBe(404);
    expect((await get(slots, { cookie: rider.cookie })).statusCode).toBe(404);
    const own = await get(slots, { cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);

    expect((await sendAs(ctx.app, rider.cookie, 'PUT', `/api/saved-horses/${horse.id}`)).statusCode).toBe(
      404,
    );
    const enquiry = await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', {
      receiverId: owner.user.id,
      content: 'Could I ride?',
      messageType: 'availability_enquiry',
      horseId: horse.id,
      availabilitySlotId: slot.id,
      slotDate: slot.startDate,
      activities: ['general-care'],
    });
    expect(enquiry.statusCode).toBe(404);
    const browse = (await get('/api/horses')).json() as Array<{ id: number }>;
    expect(browse.map((listing) => listing.id)).not.toContain(horse.id);
  });
});
