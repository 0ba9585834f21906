import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REFERENCE_MESSAGES,
  type OwnReference,
  type PublicReference,
  type RefereeLink,
} from '#contract/references.js';
import { riderReferences } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { latestLinkTo, mailsTo } from '#tests/setup/outbox.js';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';

const ctx = useTestApp({ env: () => ({ LOG_LEVEL: 'error' }) });
const member = (email: string, userType: 'owner' | 'enthusiast') =>
  signInMemberOfType(ctx.app, ctx.db, email, userType);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
// Monday 1 March 2027, 10:00 in London.
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');

const INSTRUCTOR = 'jo.instructor@example.test';
const answer = {
  relationship: 'riding-instructor',
  knownForYears: 3,
  levelSeen: 'intermediate',
  wouldTrust: true,
  comment: 'Quiet, kind hands; rides our school horses every week.',
};

async function rider(email = 'ellie@example.test') {
  return member(email, 'enthusiast');
}

async function ask(who: { cookie: string }, refereeEmail = INSTRUCTOR, refereeName = 'Jo Marsh') {
  return call('POST', '/api/references', who.cookie, {
    refereeName,
    refereeEmail,
    relationship: 'riding-instructor',
  });
}

/** The path of the referee's page in the newest mail to `address`: /reference/{token}. */
async function linkFor(address: string): Promise<string> {
  return latestLinkTo(ctx.dataDir, address, '/reference/');
}
const apiOf = (page: string) => page.replace('/reference/', '/api/references/');

/** What the referee's page learns as it opens: always a 200, saying whether the link can be used. */
async function linkState(page: string) {
  const res = await call('GET', apiOf(page));
  expect(res.statusCode).toBe(200);
  return res.json<RefereeLink>().state;
}

const storedReferences = async () => (await ctx.db.select({ n: count() }).from(riderReferences))[0]?.n;
const shownOn = async (userId: number): Promise<PublicReference[]> =>
  (await call('GET', `/api/users/${userId}/references`)).json();
const asksOf = async (who: { cookie: string }): Promise<OwnReference[]> =>
  (await call('GET', '/api/references/asks', who.cookie)).json();

describe('asking for a reference', () => {
  it('mails the referee a link; their answer shows on the profile by first name, never their address', async () => {
    const ellie = await rider();
    const asked = await ask(ellie);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ refereeName: 'Jo Marsh', state: 'waiting', reference: null });

    const [mail] = await mailsTo(ctx.dataDir, INSTRUCTOR);
    expect(mail?.subject).toContain('asks you for a riding reference');
    expect(mail?.text).toContain('Hello Jo Marsh,');
    const page = await linkFor(INSTRUCTOR);
    expect(page).toMatch(/^\/reference\/[A-Za-z0-9_-]{43}$/);

    const invitation = await call('GET', apiOf(page));
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json<RefereeLink>().invitation).toMatchObject({
      riderFirstName: ellie.user.firstName,
      refereeName: 'Jo Marsh',
      relationship: 'riding-instructor',
      expiresAt: expect.stringMatching(/^2027-03-15T10:00/),
    });

    const answered = await call('POST', apiOf(page), undefined, answer);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toEqual({ message: REFERENCE_MESSAGES.thanks });

    const res = await call('GET', `/api/users/${ellie.user.id}/references`);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        refereeFirstName: 'Jo',
        relationship: 'riding-instructor',
        knownForYears: 3,
        levelSeen: 'intermediate',
        wouldTrust: true,
        comment: answer.comment,
        submittedAt: expect.stringMatching(/^2027-03-01T10:00/),
      },
    ]);
    expect(res.body).not.toContain(INSTRUCTOR);
    expect(res.body).not.toContain('Marsh');
    expect((await asksOf(ellie))[0]).toMatchObject({ state: 'answered', refereeEmail: INSTRUCTOR });
  });

  it('takes a link once: a second answer is a 409 and changes nothing', async () => {
    const ellie = await rider();
    await ask(ellie);
    const page = await linkFor(INSTRUCTOR);
    expect((await call('POST', apiOf(page), undefined, answer)).statusCode).toBe(201);

    const again = await call('POST', apiOf(page), undefined, {
      ...answer,
      knownForYears: 30,
      wouldTrust: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERENCE_MESSAGES.linkUsed);
    expect(await linkState(page)).toBe('used');
    expect(await shownOn(ellie.user.id)).toMatchObject([{ knownForYears: 3, wouldTrust: true }]);
  });

  it('lets a link work for 14 days: after them it is a 410 that stores nothing, and the rider may ask again', async () => {
    const ellie = await rider();
    await ask(ellie);
    const page = await linkFor(INSTRUCTOR);
    // A minute before the 14 days are up it still opens.
    await setClock('2027-03-15T09:59:00Z');
    expect(await linkState(page)).toBe('open');
    // Asking again while the link is open is refused.
    expect((await ask(ellie)).json().message).toBe(REFERENCE_MESSAGES.alreadyWaiting);

    await setClock('2027-03-15T10:01:00Z');
    const late = await call('POST', apiOf(page), undefined, answer);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(REFERENCE_MESSAGES.linkExpired);
    expect(await linkState(page)).toBe('expired');
    expect(await shownOn(ellie.user.id)).toEqual([]);
    expect((await asksOf(ellie))[0]).toMatchObject({ state: 'expired' });

    const again = await ask(ellie);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      state: 'waiting',
      expiresAt: expect.stringMatching(/^2027-03-29T10:01/),
    });
    // The old link is dead; the new one works.
    expect(await linkState(page)).toBe('unknown');
    const newPage = await linkFor(INSTRUCTOR);
    expect(newPage).not.toBe(page);
    expect((await call('POST', apiOf(newPage), undefined, answer)).statusCode).toBe(201);
    expect(await asksOf(ellie)).toHaveLength(1);
  });

  it('refuses the rider’s own address, in any case, and stores and mails nothing', async () => {
    const ellie = await rider('ellie.own@example.test');
    const res = await ask(ellie, 'Ellie.Own@Example.test');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: REFERENCE_MESSAGES.ownAddress,
      fieldErrors: { refereeEmail: [REFERENCE_MESSAGES.ownAddress] },
    });
    expect(await storedReferences()).toBe(0);
    expect(await mailsTo(ctx.dataDir, 'ellie.own@example.test')).toHaveLength(0);
  });

  it('takes one reference per referee address', async () => {
    const ellie = await rider();
    await ask(ellie);
    await call('POST', apiOf(await linkFor(INSTRUCTOR)), undefined, answer);
    const again = await ask(ellie, INSTRUCTOR.toUpperCase(), 'Jo again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERENCE_MESSAGES.alreadyGiven);
    expect(await storedReferences()).toBe(1);
  });

  it('holds up to three people, and three asks a week, withdrawn ones counted', async () => {
    const ellie = await rider();
    for (const name of ['a', 'b', 'c'])
      expect((await ask(ellie, `${name}@example.test`, name)).statusCode).toBe(201);
    const fourth = await ask(ellie, 'd@example.test', 'd');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(REFERENCE_MESSAGES.tooManyReferees);

    // Withdrawing frees a place, and its link stops working; a fourth ask in the week is still too many.
    const asks = await asksOf(ellie);
    const withdrawn = asks.find((each) => each.refereeName === 'c')!;
    const cPage = await linkFor('c@example.test');
    expect((await call('DELETE', `/api/references/asks/${withdrawn.id}`, ellie.cookie)).statusCode).toBe(204);
    expect(await linkState(cPage)).toBe('withdrawn');
    expect((await call('POST', apiOf(cPage), undefined, answer)).statusCode).toBe(410);
    const tooSoon = await ask(ellie, 'd@example.test', 'd');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(REFERENCE_MESSAGES.tooManyAsks);
    expect(await mailsTo(ctx.dataDir, 'd@example.test')).toHaveLength(0);

    // Seven days on, the week's asks are spent no more.
    await setClock('2027-03-08T10:01:00Z');
    expect((await ask(ellie, 'd@example.test', 'd')).statusCode).toBe(201);
  });

  it('is a rider’s: an owner may not ask, a stranger may not withdraw, nobody signed out may ask', async () => {
    const owner = await member('fiona@example.test', 'owner');
    expect((await ask(owner)).statusCode).toBe(403);
    const ellie = await rider();
    const mine = (await ask(ellie)).json<OwnReference>();
    const sam = await rider('sam@example.test');
    expect((await call('DELETE', `/api/references/asks/${mine.id}`, sam.cookie)).statusCode).toBe(404);
    const signedOut = { refereeName: 'Jo', refereeEmail: INSTRUCTOR, relationship: 'other' };
    expect((await call('POST', '/api/references', undefined, signedOut)).statusCode).toBe(401);
  });

  it('refuses an answer outside the option lists with a 400, and the link still works', async () => {
    const ellie = await rider();
    await ask(ellie);
    const page = await linkFor(INSTRUCTOR);
    for (const bad of [
      { ...answer, knownForYears: 200 },
      { ...answer, levelSeen: 'olympic' },
      { ...answer, relationship: 'mum' },
      { ...answer, wouldTrust: 'yes' },
    ]) {
      expect((await call('POST', apiOf(page), undefined, bad)).statusCode).toBe(400);
    }
    expect(await shownOn(ellie.user.id)).toEqual([]);
    expect((await call('POST', apiOf(page), undefined, answer)).statusCode).toBe(201);
    expect(await linkState('/reference/not-a-real-token')).toBe('unknown');
    expect((await call('POST', '/api/references/not-a-real-token', undefined, answer)).statusCode).toBe(404);
  });

  it('can be reported; an operator’s hide takes it off the profile', async () => {
    const ellie = await rider();
    await ask(ellie);
    await call('POST', apiOf(await linkFor(INSTRUCTOR)), undefined, answer);
    const [shown] = await shownOn(ellie.user.id);
    const owner = await member('fiona@example.test', 'owner');
    const report = { targetType: 'reference', targetId: shown!.id, reason: 'fake-profile' };
    // The member it is about cannot report it; anyone else can, once.
    expect((await call('POST', '/api/reports', ellie.cookie, report)).statusCode).toBe(400);
    const reported = await call('POST', '/api/reports', owner.cookie, report);
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call('POST', '/api/reports', owner.cookie, report)).statusCode).toBe(409);

    const admin = await signInAsNewAdmin(ctx.app, ctx.db);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json()).toMatchObject([
      { targetType: 'reference', reported: { id: ellie.user.id }, excerpt: answer.comment, hidden: false },
    ]);
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${reported.json().id}/decision`,
      headers: { cookie: admin.cookie },
      payload: { action: 'hide' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await shownOn(ellie.user.id)).toEqual([]);
    expect((await asksOf(ellie))[0]).toMatchObject({ state: 'hidden' });
    // A hidden reference is no longer there to report.
    const sam = await rider('sam@example.test');
    expect((await call('POST', '/api/reports', sam.cookie, report)).statusCode).toBe(404);
  });

  it('puts the referee’s answers in the rider’s data export, without the link', async () => {
    const ellie = await rider();
    await ask(ellie);
    const page = await linkFor(INSTRUCTOR);
    await call('POST', apiOf(page), undefined, answer);
    const exported = await call('GET', '/api/users/me/export', ellie.cookie);
    expect(exported.json().references).toMatchObject([
      { refereeEmail: INSTRUCTOR, knownForYears: 3, levelSeen: 'intermediate', comment: answer.comment },
    ]);
    expect(exported.body).not.toContain(page.split('/').at(-1));
  });
});
