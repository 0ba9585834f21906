import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_LIMITS, SAVED_MESSAGES } from '#contract/saved.js';
import { UNSUBSCRIBE_MESSAGES } from '#contract/unsubscribe.js';
import { createMailer, readUnsubscribeToken, signUnsubscribeToken } from '#server/adapters/mailer/index.js';
import { DEFAULT_PASSWORD, insertHorse, insertUser } from '#server/db/factories.js';
import { savedHorses, savedSearches, users } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signIn, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { sendSavedSearchDigests } from './saved-search-digest.js';

const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });

const BRISTOL = { latitude: 51.4545, longitude: -2.5879 };
const BATH = { latitude: 51.3811, longitude: -2.359 };
const LEEDS = { latitude: 53.8008, longitude: -1.5491 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Two members (a rider and another rider), an admin, and an owner's horse. */
async function cast() {
  const rider = await signInMemberOfType(ctx.app, ctx.db, 'rider@example.test', 'enthusiast');
  const other = await signInMemberOfType(ctx.app, ctx.db, 'other@example.test', 'enthusiast');
  const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
  const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  const horse = await insertHorse(ctx.db, {
    ownerId: owner.id,
    name: 'Bramble',
    ...BRISTOL,
    location: 'Bristol',
  });
  return { rider, other, admin, owner, horse };
}

const anonymous = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

const savedIds = async (cookie: string) =>
  ((await sendAs(ctx.app, cookie, 'GET', '/api/saved-horses')).json() as Array<{ id: number }>).map(
    (h) => h.id,
  );

describe('saved horses', () => {
  it('saves, lists and forgets a horse for the member alone; signed out and admins are refused', async () => {
    const { rider, other, admin, horse } = await cast();
    const url = `/api/saved-horses/${horse.id}`;

    expect((await anonymous('PUT', url)).statusCode).toBe(401);
    expect((await anonymous('GET', '/api/saved-horses')).statusCode).toBe(401);
    expect((await anonymous('DELETE', url)).statusCode).toBe(401);
    // An admin session is not a member session.
    expect((await sendAs(ctx.app, admin, 'PUT', url)).statusCode).toBe(401);
    expect((await sendAs(ctx.app, admin, 'GET', '/api/saved-horses')).statusCode).toBe(401);

    expect((await sendAs(ctx.app, rider.cookie, 'PUT', url)).statusCode).toBe(204);
    // Saving twice changes nothing.
    expect((await sendAs(ctx.app, rider.cookie, 'PUT', url)).statusCode).toBe(204);
    const list = await sendAs(ctx.app, rider.cookie, 'GET', '/api/saved-horses');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: horse.id, name: 'Bramble', location: 'Bristol' }),
    ]);
    expect(list.json()[0]).not.toHaveProperty('postcode');

    // Another member neither sees it nor can remove it.
    expect(await savedIds(other.cookie)).toEqual([]);
    expect((await sendAs(ctx.app, other.cookie, 'DELETE', url)).statusCode).toBe(204);
    expect(await savedIds(rider.cookie)).toEqual([horse.id]);

    expect((await sendAs(ctx.app, rider.cookie, 'DELETE', url)).statusCode).toBe(204);
    expect(await savedIds(rider.cookie)).toEqual([]);
  });

  it('lists the most recently saved first, and a deleted horse drops out', async () => {
    const { rider, owner, horse } = await cast();
    const second = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Clover' });
    await sendAs(ctx.app, rider.cookie, 'PUT', `/api/saved-horses/${horse.id}`);
    await sendAs(ctx.app, rider.cookie, 'PUT', `/api/saved-horses/${second.id}`);
    expect(await savedIds(rider.cookie)).toEqual([second.id, horse.id]);

    const realOwner = await signIn(ctx.app, owner.email);
    expect((await sendAs(ctx.app, realOwner, 'DELETE', `/api/horses/${second.id}`)).statusCode).toBe(204);
    expect(await savedIds(rider.cookie)).toEqual([horse.id]);
  });

  it('refuses a horse that does not exist and a malformed id, saving nothing', async () => {
    const { rider } = await cast();
    const missing = await sendAs(ctx.app, rider.cookie, 'PUT', '/api/saved-horses/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Horse not found' });
    for (const bad of ['0', 'abc', '1e3', '99999999999']) {
      expect((await sendAs(ctx.app, rider.cookie, 'PUT', `/api/saved-horses/${bad}`)).statusCode).toBe(400);
    }
    expect(await savedIds(rider.cookie)).toEqual([]);
  });
});

describe('saved searches', () => {
  const search = {
    location: 'Bristol',
    radiusMiles: 25,
    experienceLevel: 'beginner',
    services: ['general-care'],
  };

  it('saves, lists and deletes a member’s own searches; others, admins and visitors are refused', async () => {
    const { rider, other, admin } = await cast();
    expect((await anonymous('POST', '/api/saved-searches', search)).statusCode).toBe(401);
    expect((await anonymous('GET', '/api/saved-searches')).statusCode).toBe(401);
    expect((await sendAs(ctx.app, admin, 'POST', '/api/saved-searches', search)).statusCode).toBe(401);

    const created = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', search);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...search, alerts: true });
    const id = created.json().id as number;
    const [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    // Located once, when saved.
    expect(stored?.latitude).toBeCloseTo(BRISTOL.latitude, 0);

    expect((await sendAs(ctx.app, rider.cookie, 'GET', '/api/saved-searches')).json()).toEqual([
      created.json(),
    ]);
    expect((await sendAs(ctx.app, other.cookie, 'GET', '/api/saved-searches')).json()).toEqual([]);

    expect((await anonymous('DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(401);
    expect((await sendAs(ctx.app, admin, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(401);
    const othersDelete = await sendAs(ctx.app, other.cookie, 'DELETE', `/api/saved-searches/${id}`);
    expect(othersDelete.statusCode).toBe(404);
    expect(othersDelete.json()).toMatchObject({ message: SAVED_MESSAGES.searchNotFound });
    expect((await sendAs(ctx.app, rider.cookie, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(204);
    expect((await sendAs(ctx.app, rider.cookie, 'GET', '/api/saved-searches')).json()).toEqual([]);
  });

  it('refuses bad searches with field errors and keeps at most the limit', async () => {
    const { rider } = await cast();
    for (const bad of [
      { radiusMiles: 301 },
      { radiusMiles: 0 },
      { radiusMiles: '25' },
      { experienceLevel: 'wizard' },
      { services: ['jumping'] },
      { location: 'x'.repeat(101) },
    ]) {
      const res = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (let i = 0; i < SAVED_LIMITS.maxSearches; i++) {
      expect((await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', {})).statusCode).toBe(201);
    }
    const over = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', {});
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: SAVED_MESSAGES.tooManySearches });
  });
});

describe('the daily digest', () => {
  const digestDeps = () => ({
    db: ctx.db,
    mailer: createMailer(ctx.config, () => undefined),
    siteName: 'Stablemates',
    publicUrl: 'https://stablemates.test',
    unsubscribeSecret: ctx.config.SESSION_SECRET,
  });

  /** A saved search last checked two days ago, and horses listed since: some that match, some not. */
  async function searchWithNewHorses() {
    const { rider, owner } = await cast();
    const created = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', {
      location: 'Bristol',
      radiusMiles: 25,
      services: ['general-care'],
    });
    const id = created.json().id as number;
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await ctx.db.update(savedSearches).set({ checkedThrough: twoDaysAgo }).where(eq(savedSearches.id, id));
    const listed = new Date(Date.now() - DAY_MS);
    const common = { ownerId: owner.id, services: ['general-care' as const], createdAt: listed };
    await insertHorse(ctx.db, { ...common, name: 'Nearby Nell', location: 'Bath', ...BATH });
    await insertHorse(ctx.db, { ...common, name: 'Faraway Fred', location: 'Leeds', ...LEEDS });
    await insertHorse(ctx.db, { ...common, name: 'Wrong Job Will', ...BATH, services: ['occasional-cover'] });
    await insertHorse(ctx.db, {
      ...common,
      name: 'Old Oscar',
      ...BATH,
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    return { rider, id };
  }

  it('mails the new matching horses once, with a working unsubscribe link, and nothing when nothing is new', async () => {
    const { id } = await searchWithNewHorses();
    smtp.messages.length = 0;
    expect(await sendSavedSearchDigests(digestDeps())).toBe(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toMatchObject({ text: 'rider@example.test' });
    expect(mail?.subject).toBe('A new horse matches your saved search');
    expect(mail?.text).toContain('Within 25 miles of Bristol');
    expect(mail?.text).toContain('Nearby Nell');
    for (const name of ['Faraway Fred', 'Wrong Job Will', 'Old Oscar', 'Bramble'])
      expect(mail?.text).not.toContain(name);
    const link = /https:\/\/stablemates\.test\/unsubscribe\/(\S+)/.exec(mail?.text ?? '');
    expect(readUnsubscribeToken(ctx.config.SESSION_SECRET, link?.[1] ?? '')).toEqual({ kind: 'search', id });

    // The next run (an hour later, or the next day with nothing new) sends nothing.
    expect(await sendSavedSearchDigests(digestDeps(), new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect(await sendSavedSearchDigests(digestDeps(), new Date(Date.now() + DAY_MS + 60_000))).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    // One click, no sign-in: the e-mails for this search stop; the search stays.
    const token = link![1]!;
    const res = await anonymous('POST', '/api/unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'search', search: { location: 'Bristol', radiusMiles: 25 } });
    const [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(stored?.alerts).toBe(false);
  });

  it('sends nothing to a search whose alerts are off', async () => {
    const { id } = await searchWithNewHorses();
    await ctx.db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, id));
    smtp.messages.length = 0;
    expect(await sendSavedSearchDigests(digestDeps())).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses a tampered, foreign or malformed unsubscribe token and changes nothing', async () => {
    const { id } = await searchWithNewHorses();
    const good = signUnsubscribeToken(ctx.config.SESSION_SECRET, { kind: 'search', id });
    const [kind, , expires, mac] = good.split('.');
    const flipped = mac!.startsWith('A') ? `B${mac!.slice(1)}` : `A${mac!.slice(1)}`;
    for (const token of [
      `${kind}.${id}.${expires}.${flipped}`,
      `${kind}.${id + 1}.${expires}.${mac}`,
      signUnsubscribeToken('another-secret-another-secret-12345', { kind: 'search', id }),
      String(id),
      `${id}.`,
      'not a token',
    ]) {
      const res = await anonymous('POST', '/api/unsubscribe', { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toMatchObject({ message: UNSUBSCRIBE_MESSAGES.badLink });
    }
    expect((await anonymous('POST', '/api/unsubscribe', {})).statusCode).toBe(400);
    const [stored] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(stored?.alerts).toBe(true);
  });
});

describe('the "Suits me" browse filter', () => {
  it('narrows browse to horses that suit the signed-in rider only', async () => {
    const { rider, other, admin, owner, horse } = await cast();
    await ctx.db
      .update(users)
      .set({ experienceLevel: 'beginner', riderWeight: '13-15st' })
      .where(eq(users.id, rider.user.id));
    // Bramble: 14.3-15.2hh, no level listed: suits.
    const suits = await insertHorse(ctx.db, {
      ownerId: owner.id,
      name: 'Steady',
      experienceLevel: 'beginner',
      height: '15.3-16.2hh',
    });
    await insertHorse(ctx.db, {
      ownerId: owner.id,
      name: 'Spirited',
      experienceLevel: 'advanced',
      height: '16.3-17.2hh',
    });
    await insertHorse(ctx.db, {
      ownerId: owner.id,
      name: 'Pip',
      experienceLevel: 'beginner',
      height: '12-13.2hh',
    });
    const names = async (res: { statusCode: number; json: () => Array<{ name: string }> }) => {
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .map((h) => h.name)
        .sort();
    };

    expect(await names(await sendAs(ctx.app, rider.cookie, 'GET', '/api/horses?suitsMe=true'))).toEqual(
      [horse.name, suits.name].sort(),
    );
    expect(await names(await sendAs(ctx.app, rider.cookie, 'GET', '/api/horses?suitsMe=false'))).toHaveLength(
      4,
    );
    // Nothing private to go on: nothing is narrowed, and nobody learns the rider's details.
    expect(await names(await anonymous('GET', '/api/horses?suitsMe=true'))).toHaveLength(4);
    expect(await names(await sendAs(ctx.app, admin, 'GET', '/api/horses?suitsMe=true'))).toHaveLength(4);
    // Another rider (9-11st, no experience given) gets their own answer: Pip is too small for them too.
    expect(await names(await sendAs(ctx.app, other.cookie, 'GET', '/api/horses?suitsMe=true'))).toEqual(
      [horse.name, 'Spirited', suits.name].sort(),
    );
    expect((await sendAs(ctx.app, rider.cookie, 'GET', '/api/horses?suitsMe=yes')).statusCode).toBe(400);
  });
});

describe('saved data and the member’s data rights', () => {
  it('is in the member’s export, and goes when they delete their account', async () => {
    const { rider, horse } = await cast();
    await sendAs(ctx.app, rider.cookie, 'PUT', `/api/saved-horses/${horse.id}`);
    await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', { location: 'Bristol' });
    const exported = (await sendAs(ctx.app, rider.cookie, 'GET', '/api/users/me/export')).json();
    expect(exported.savedHorses).toEqual([expect.objectContaining({ horseId: horse.id })]);
    expect(exported.savedSearches).toEqual([expect.objectContaining({ location: 'Bristol' })]);

    const deleted = await sendAs(ctx.app, rider.cookie, 'DELETE', '/api/users/me', {
      password: DEFAULT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.db.select().from(savedHorses)).toEqual([]);
    expect(await ctx.db.select().from(savedSearches)).toEqual([]);
  });
});
