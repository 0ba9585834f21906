import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_MONEY_CLAUSE, type AgreementView } from '#contract/agreements.js';
import { agreementStatusInWords } from '#contract/rules/agreement-words.js';
import { agreementAcceptances, agreementVersions } from '#server/db/schema/index.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { agreementScene, TERMS } from './agreement-test-scene.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
// Monday 1 March 2027, 10:00 in London.
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

const stored = async () => ({
  versions: (await ctx.db.select({ n: count() }).from(agreementVersions))[0]?.n,
  acceptances: (await ctx.db.select({ n: count() }).from(agreementAcceptances))[0]?.n,
});

describe('a share agreement', () => {
  it('is drafted from the share, completed by the owner, accepted by both, and needs the sharer again after an edit', async () => {
    const { owner, rider, read, save, accept, call } = await agreementScene(ctx);

    // The draft: what the site knows, the owner's part empty but for the yard card's contact (hers only).
    const draft = await read(owner);
    expect(draft).toMatchObject({
      version: 0,
      canEdit: true,
      open: true,
      noMoneyClause: NO_MONEY_CLAUSE,
      siteName: 'Stablemates',
      facts: {
        kind: 'share',
        owner: { name: 'Fiona Owner' },
        sharer: { name: 'Jo Rider' },
        horse: { name: 'Biscuit', breed: 'Welsh Cob', age: 12, height: '14.3 - 15.2 hh' },
        days: 'Tue & Sat from Tue 2 Mar, 09:00–12:00 · trial until Mon 5 Apr',
        trial: '5 weeks, until Mon 5 Apr',
        services: ['Exercising/Riding'],
      },
    });
    expect(draft.facts.notice).toContain('7 days’ notice');
    expect(draft.terms.emergencyContact).toBe('Fiona 07700 900123');
    expect(agreementStatusInWords(draft, rider.user.id)).toBe('Agreement: waiting for Fiona to complete it');
    const sharersDraft = await read(rider);
    expect(sharersDraft).toMatchObject({ version: 0, canEdit: false });
    expect(sharersDraft.terms.emergencyContact).toBe('');
    expect((await accept(rider, 1)).statusCode).toBe(409);

    // Version 1: saved by the owner, which is her acceptance; it waits for Jo.
    const first = await save(owner, TERMS);
    expect(first.statusCode, first.body).toBe(200);
    const v1: AgreementView = first.json();
    expect(v1).toMatchObject({ version: 1, changes: [], terms: TERMS });
    expect(v1.acceptances.owner.acceptedAt?.slice(0, 13)).toBe('2027-03-01T10');
    expect(v1.acceptances.sharer.acceptedAt).toBeNull();
    expect(agreementStatusInWords(v1, owner.user.id)).toBe('Agreement: waiting for Jo to accept version 1');
    expect(agreementStatusInWords(v1, rider.user.id)).toBe('Agreement: waiting for you to accept version 1');

    await setClock('2027-03-03T09:00:00Z');
    const accepted = await accept(rider, 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const both: AgreementView = accepted.json();
    expect(both.acceptances.sharer.acceptedAt?.slice(0, 13)).toBe('2027-03-03T09');
    expect(agreementStatusInWords(both, owner.user.id)).toBe('Agreement accepted by both (version 1, 3 Mar)');
    // Accepting again changes nothing; saving the same words makes no new version.
    expect((await accept(rider, 1)).statusCode).toBe(200);
    expect((await save(owner, TERMS)).json().version).toBe(1);
    expect(await stored()).toEqual({ versions: 1, acceptances: 2 });

    // The owner edits one line: version 2, the change listed, accepted by her and waiting for Jo.
    await setClock('2027-03-04T12:00:00Z');
    const edited = await save(owner, { ...TERMS, duties: 'Muck out on your days.' });
    expect(edited.statusCode).toBe(200);
    const v2: AgreementView = edited.json();
    expect(v2.version).toBe(2);
    expect(v2.changes).toEqual([
      { field: 'duties', label: 'Duties', from: TERMS.duties, to: 'Muck out on your days.' },
    ]);
    expect(v2.acceptances.owner.acceptedAt?.slice(0, 13)).toBe('2027-03-04T12');
    expect(v2.acceptances.sharer.acceptedAt).toBeNull();
    expect(agreementStatusInWords(v2, owner.user.id)).toBe('Agreement: waiting for Jo to accept version 2');
    expect(agreementStatusInWords(await read(rider), rider.user.id)).toBe(
      'Agreement: waiting for you to accept version 2',
    );

    // A stale version is refused, saying which is the latest, and nothing is stored.
    const stale = await accept(rider, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('version 2 is the latest');
    expect(await stored()).toEqual({ versions: 2, acceptances: 3 });
    expect((await read(rider)).acceptances.sharer.acceptedAt).toBeNull();

    const again = await accept(rider, 2);
    expect(agreementStatusInWords(again.json(), rider.user.id)).toBe(
      'Agreement accepted by both (version 2, 4 Mar)',
    );

    // Each step is a line in the pair's thread: no passport or microchip in it.
    const thread = await call(
      'GET',
      `/api/messages?userId=${rider.user.id}&otherUserId=${owner.user.id}`,
      rider.cookie,
    );
    expect(thread.body).toContain('Fiona wrote the agreement for Biscuit (version 1)');
    expect(thread.body).toContain('Jo accepted version 1 of the agreement for Biscuit');
    expect(thread.body).toContain('Fiona changed the agreement for Biscuit (version 2). Changed: Duties.');
    expect(thread.body).not.toContain(TERMS.passportNumber);
  });

  it('tells the other member in the bell: a version to read and accept, then the acceptance', async () => {
    const { owner, rider, id, save, accept, call } = await agreementScene(ctx);
    const bell = async (who: { cookie: string }) =>
      (
        (await call('GET', '/api/notices', who.cookie)).json() as {
          notices: Array<{ words: string; link: string }>;
        }
      ).notices;
    expect((await save(owner, TERMS)).statusCode).toBe(200);
    expect((await bell(rider))[0]).toMatchObject({
      words: 'Fiona wrote the agreement for sharing Biscuit: please read it and accept it if you agree',
      link: `/requests/${id}/agreement`,
    });
    expect((await accept(rider, 1)).statusCode).toBe(200);
    expect((await bell(owner))[0]?.words).toBe('Jo accepted the agreement for sharing Biscuit');
    expect((await save(owner, { ...TERMS, longestRide: 'Three hours' })).statusCode).toBe(200);
    expect((await bell(rider))[0]?.words).toBe(
      'Fiona changed the agreement for sharing Biscuit: please read it and accept it again',
    );
  });

  it('is read by its two members only and written by the owner only; bad input changes nothing', async () => {
    const { owner, rider, other, url, read, save, accept, call } = await agreementScene(ctx);
    await save(owner, TERMS);
    const before = await read(owner);

    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${url}.pdf`, other.cookie)).statusCode).toBe(404);
    expect((await save(other, TERMS)).statusCode).toBe(404);
    expect((await accept(other, 1)).statusCode).toBe(404);

    const bySharer = await save(rider, { ...TERMS, jumping: true });
    expect(bySharer.statusCode).toBe(403);
    expect(bySharer.json().message).toBe("Only the horse's owner can write the agreement");

    const unknown = await save(owner, { ...TERMS, colour: 'bay' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: colour');

    const long = await save(owner, { ...TERMS, duties: 'x'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.duties).toEqual(['At most 2000 characters']);

    const badInsurance = await save(owner, { ...TERMS, riderHasOwnCover: 'maybe' });
    expect(badInsurance.statusCode).toBe(400);
    expect(badInsurance.json().fieldErrors.riderHasOwnCover).toEqual(['Please answer Yes, No or Not sure']);

    for (const body of [{ version: 'one' }, { version: 0 }, { version: 1, extra: true }, {}]) {
      const reply = await call('POST', `${url}/accept`, rider.cookie, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await accept(rider, 7)).statusCode).toBe(409);

    expect(await read(owner)).toEqual(before);
    expect(await stored()).toEqual({ versions: 1, acceptances: 1 });
  });

  it('once the share is over, both still read and download it, and it no longer changes', async () => {
    const { owner, rider, url, read, save, accept, call } = await agreementScene(ctx);
    await save(owner, TERMS);
    await accept(rider, 1);
    expect(
      (
        await call('POST', `/api/requests/${(await read(owner)).requestId}/end`, owner.cookie, {
          noticeDays: 0,
        })
      ).statusCode,
    ).toBe(200);
    await setClock('2027-03-10T10:00:00Z');

    for (const member of [owner, rider]) {
      expect((await read(member)).open).toBe(false);
      const pdf = await call('GET', `${url}.pdf`, member.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const late = await save(owner, { ...TERMS, jumping: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This arrangement is no longer open, so its agreement cannot change');
    expect((await accept(rider, 1)).statusCode).toBe(409);
    expect((await read(owner)).version).toBe(1);
  });

  it("is in both members' data exports, each version with who accepted it and when, and in no one else's", async () => {
    const { owner, rider, other, id, save, accept, call } = await agreementScene(ctx);
    await save(owner, TERMS);
    await accept(rider, 1);
    await save(owner, { ...TERMS, jumping: true });
    for (const member of [owner, rider]) {
      const exported = await call('GET', '/api/users/me/export', member.cookie);
      expect(exported.statusCode).toBe(200);
      const { agreements } = exported.json();
      expect(agreements.versions.map((v: { version: number }) => v.version).sort()).toEqual([1, 2]);
      expect(agreements.versions[0]).toMatchObject({
        requestId: id,
        passportNumber: TERMS.passportNumber,
        microchip: TERMS.microchip,
      });
      expect(agreements.acceptances).toHaveLength(3);
      expect(agreements.acceptances.map((a: { memberId: number }) => a.memberId).sort()).toEqual(
        [owner.user.id, owner.user.id, rider.user.id].sort(),
      );
    }
    const stranger = await call('GET', '/api/users/me/export', other.cookie);
    expect(stranger.json().agreements).toEqual({ versions: [], acceptances: [] });
    expect(stranger.body).not.toContain(TERMS.passportNumber);
  });

  it('a one-off visit has one when the owner wants one', async () => {
    const { owner, rider, horse, call } = await agreementScene(ctx);
    const visit = await call('POST', '/api/requests', rider.cookie, {
      horseId: horse.id,
      service: 'general-care',
      startDate: '2027-03-20',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const url = `/api/requests/${visit.json().id}/agreement`;
    const draft: AgreementView = (await call('GET', url, owner.cookie)).json();
    expect(draft).toMatchObject({
      version: 0,
      facts: { kind: 'visit', trial: null, days: 'Sat 20 Mar, 09:00–17:00' },
    });
    expect((await call('GET', `${url}.pdf`, owner.cookie)).statusCode).toBe(409);
    const saved = await call('PUT', url, owner.cookie, { duties: 'Groom and turn out.' });
    expect(saved.json()).toMatchObject({
      version: 1,
      terms: { duties: 'Groom and turn out.', jumping: false },
    });
  });
});
