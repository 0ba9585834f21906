import { describe, expect, it } from 'vitest';
import type { AgreementView } from '#contract/agreements.js';
import { ADMIN_MESSAGES } from '#contract/admin.js';
import { SAFETY_MESSAGES } from '#contract/safety.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { agreementScene, TERMS } from './agreement-test-scene.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
// Monday 1 March 2027, 10:00 in London.
useSettableClock('2027-03-01T10:00:00Z');

/** Jo's share agreement, written by Fiona (version 1), and an admin who has read no report yet. */
async function scene() {
  const s = await agreementScene(ctx);
  expect((await s.save(s.owner, TERMS)).statusCode).toBe(200);
  const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
  const report = (who: { cookie: string }, targetId = s.id) =>
    s.call('POST', '/api/reports', who.cookie, {
      targetType: 'agreement',
      targetId,
      reason: 'asks-for-money',
    });
  const adminRead = (id = s.id, cookie = admin) => s.call('GET', `/api/admin/agreements/${id}`, cookie);
  return { ...s, admin, report, adminRead };
}

describe('a reported agreement', () => {
  it('is reported only by its two members, once it is written, and is about the other member', async () => {
    const s = await agreementScene(ctx);
    const report = (who: { cookie: string }) =>
      s.call('POST', '/api/reports', who.cookie, {
        targetType: 'agreement',
        targetId: s.id,
        reason: 'other',
      });
    // Nothing written yet: nothing to report.
    expect((await report(s.rider)).statusCode).toBe(404);
    expect((await s.save(s.owner, TERMS)).statusCode).toBe(200);
    // A member who is not one of the two: as if it did not exist, to report as to read.
    const stranger = await report(s.other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(SAFETY_MESSAGES.reportTargetMissing);
    expect((await s.call('GET', s.url, s.other.cookie)).statusCode).toBe(404);

    expect((await report(s.rider)).statusCode).toBe(201);
    expect((await report(s.rider)).statusCode).toBe(409);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const [listed] = (await s.call('GET', '/api/admin/reports', admin)).json();
    expect(listed).toMatchObject({
      targetType: 'agreement',
      targetId: s.id,
      reporter: { id: s.rider.user.id },
      reported: { id: s.owner.user.id },
      excerpt: 'Biscuit',
      hidden: false,
    });
  });

  it('is read by an admin only while a report names it, each read logged; never hidden', async () => {
    const { rider, owner, id, url, admin, report, adminRead, call, save } = await scene();
    // No report: refused, as is an agreement that does not exist; a member's session is not an admin's.
    const refused = await adminRead();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.agreementNotReported);
    expect((await adminRead(999999)).statusCode).toBe(403);
    expect((await adminRead(id, rider.cookie)).statusCode).toBe(401);
    // The members' own address stays theirs alone.
    expect((await call('GET', url, admin)).statusCode).toBe(401);

    const reportId: number = (await report(rider)).json().id;
    const read = await adminRead();
    expect(read.statusCode, read.body).toBe(200);
    const agreement: AgreementView = read.json();
    expect(agreement).toMatchObject({
      requestId: id,
      version: 1,
      canEdit: false,
      terms: { passportNumber: TERMS.passportNumber, duties: TERMS.duties },
      acceptances: {
        owner: { memberId: owner.user.id, name: 'Fiona Owner' },
        sharer: { memberId: rider.user.id, name: 'Jo Rider', acceptedAt: null },
      },
    });
    expect(agreement.acceptances.owner.acceptedAt).not.toBeNull();
    const [logged] = (await call('GET', '/api/admin/audit-log', admin)).json();
    expect(logged).toMatchObject({
      action: 'agreement.read',
      targetType: 'report',
      targetId: reportId,
      detail: { targetType: 'agreement', targetId: id, version: 1 },
    });

    // Nor may it be hidden: dismiss the report or suspend the member.
    const hide = await call('POST', `/api/admin/reports/${reportId}/decision`, admin, { action: 'hide' });
    expect(hide.statusCode).toBe(400);
    expect(hide.json().message).toBe(SAFETY_MESSAGES.hideAgreement);
    const dismissed = await call('POST', `/api/admin/reports/${reportId}/decision`, admin, {
      action: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    // A decided report still names it; the latest version is what is read.
    expect((await save(owner, { ...TERMS, duties: 'Muck out only.' })).statusCode).toBe(200);
    expect((await adminRead()).json()).toMatchObject({ version: 2, terms: { duties: 'Muck out only.' } });
  });

  it('lets an admin read only the agreement the report names', async () => {
    const first = await scene();
    expect((await first.report(first.owner)).statusCode).toBe(201);
    expect((await first.adminRead()).statusCode).toBe(200);
    // Another request of the same pair, with an agreement of its own and no report.
    const asked = await first.call('POST', '/api/requests', first.rider.cookie, {
      horseId: first.horse.id,
      service: 'general-care',
      startDate: '2027-03-20',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const other: number = asked.json().id;
    expect(
      (await first.call('PUT', `/api/requests/${other}/agreement`, first.owner.cookie, TERMS)).statusCode,
    ).toBe(200);
    expect((await first.adminRead(other)).statusCode).toBe(403);
  });
});
