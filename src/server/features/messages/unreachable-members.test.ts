import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { countRows } from '#server/db/count-rows.js';
import { DEFAULT_PASSWORD, insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import { messages, requests } from '#server/db/schema/index.js';

const ctx = useTestApp();

/** An owner with a horse and a slot, an enthusiast who can write to them, and a way to lose the owner. */
async function scene() {
  const owner = await signInMemberOfType(ctx.app, ctx.db, 'olly@example.test', 'owner');
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'ella@example.test', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Bramble' });
  const day = addDays(londonToday(), 3);
  const slot = await insertAvailabilitySlot(ctx.db, { horseId: horse.id, startDate: day, endDate: day });
  const message = { receiverId: owner.user.id, content: 'Are you there?' };
  const enquiry = {
    ...message,
    messageType: 'availability_enquiry',
    horseId: horse.id,
    availabilitySlotId: slot.id,
    slotDate: day,
    activities: ['general-care'],
  };
  const request = { horseId: horse.id, service: 'general-care', startDate: day };
  const contactAll = async () => ({
    message: await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', message),
    enquiry: await sendAs(ctx.app, rider.cookie, 'POST', '/api/messages', enquiry),
    request: await sendAs(ctx.app, rider.cookie, 'POST', '/api/requests', request),
  });
  return { owner, rider, contactAll };
}

/** Every way to reach the owner is refused (the message with words that say why), and nothing is stored. */
async function expectAllRefused({ owner, contactAll }: Awaited<ReturnType<typeof scene>>) {
  const { message, enquiry, request } = await contactAll();
  expect(message.statusCode).toBe(403);
  expect(message.json().message).toBe(SAFETY_MESSAGES.memberUnavailable);
  expect([403, 404]).toContain(enquiry.statusCode);
  expect([403, 404]).toContain(request.statusCode);
  const ownerId = owner.user.id;
  expect(await countRows(ctx.db, messages, eq(messages.receiverId, ownerId))).toBe(0);
  expect(await countRows(ctx.db, requests, eq(requests.ownerId, ownerId))).toBe(0);
}

describe('contacting a member who is gone', () => {
  it('a deleted member: messages are refused with words that say so; enquiries and requests too', async () => {
    const gone = await scene();
    const { owner } = gone;
    const deleted = await sendAs(ctx.app, owner.cookie, 'DELETE', '/api/users/me', {
      password: DEFAULT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    await expectAllRefused(gone);
  });

  it('a suspended member: the same', async () => {
    const gone = await scene();
    const { owner, rider } = gone;
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const filed = await sendAs(ctx.app, rider.cookie, 'POST', '/api/reports', {
      targetType: 'member',
      targetId: owner.user.id,
      reason: 'harassment',
    });
    const suspended = await sendAs(ctx.app, admin, 'POST', `/api/admin/reports/${filed.json().id}/decision`, {
      action: 'suspend',
      reason: 'Repeated harassment',
    });
    expect(suspended.statusCode).toBe(200);
    await expectAllRefused(gone);
  });
});
