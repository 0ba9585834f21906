import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertUser } from '#server/db/factories.js';
import { horses, requests, shareDays, users, yardDetails } from '#server/db/schema/index.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';

/**
 * Private by construction (issue 26): every text column that is not on the public list below is filled with
 * a marker naming it, and no reply to a visitor or to a member who is not a party may carry a marker. A new
 * private column is covered the day it is added (nobody has to remember to name it here); a new public one
 * must be added to PUBLIC on purpose. The owner's own view is the control: it must carry its postcode's
 * marker, or the markers never reached the database and the test proves nothing.
 */
const PUBLIC: Record<string, string[]> = {
  users: ['firstName', 'lastName', 'location', 'bio', 'profileImage', 'experience'],
  horses: ['name', 'breed', 'color', 'description', 'specialNeeds', 'location'],
  // The yard's details are the owner's and, during an accepted visit, that enthusiast's: never public.
  yard_details: [],
  // A share's terms and days are its two members' (decision 0051).
  requests: [],
  share_days: [],
};

const clientDir = mkdtempSync(path.join(tmpdir(), 'private-build-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Stablemates</title></head><body><div id="root"></div></body></html>',
);
const ctx = useTestApp({ env: { PUBLIC_URL: 'https://stablemates.example' }, deps: () => ({ clientDir }) });

const marker = (table: string, column: string) => `MARKER-${table}-${column}-X`;

/** Writes a marker into each private text column of one row, where the column's rules allow any text. */
async function fillPrivateColumns(
  table: PgTable,
  name: string,
  where: ReturnType<typeof eq>,
): Promise<string[]> {
  const filled: string[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (PUBLIC[name]?.includes(key) || column.columnType !== 'PgText') continue;
    try {
      await ctx.db
        .update(table)
        .set({ [key]: marker(name, key) })
        .where(where);
      filled.push(marker(name, key));
    } catch {
      // A column with a fixed set of values (a check constraint) cannot hold a marker, nor a secret.
    }
  }
  return filled;
}

/** The owner lists Bramble through the API (as the add form does); its id. */
async function addBramble(ownerCookie: string, extra: { postcode?: string } = {}): Promise<number> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/horses',
    headers: { cookie: ownerCookie },
    payload: {
      name: 'Bramble',
      breed: 'Cob',
      height: '14.3-15.2hh',
      location: 'York',
      ...extra,
      services: ['general-care'],
    },
  });
  return (created.json() as { id: number }).id;
}

describe('private by construction', () => {
  it('no private column of a member, a horse or a yard reaches anyone but the parties', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const stranger = await insertUser(ctx.db, {
      email: 'stranger@example.test',
      userType: 'enthusiast',
      riderWeight: '9-11st',
    });
    const ownerCookie = await signIn(ctx.app, 'owner@example.test');
    const strangerCookie = await signIn(ctx.app, 'stranger@example.test');
    const horseId = await addBramble(ownerCookie, { postcode: 'YO1 7HH' });
    await ctx.db.insert(yardDetails).values({ horseId });
    // A share of Bramble between the owner and a sharer who is neither the stranger nor a visitor.
    const sharer = await insertUser(ctx.db, { email: 'sharer@example.test', userType: 'enthusiast' });
    const sharerCookie = await signIn(ctx.app, 'sharer@example.test');
    const [share] = await ctx.db
      .insert(requests)
      .values({
        kind: 'share',
        horseId,
        requesterId: sharer.id,
        ownerId: owner.id,
        service: 'exercising-riding',
        startDate: '2030-01-01',
        weekdays: ['tuesday'],
        trialEndsOn: '2030-01-28',
        status: 'accepted',
      })
      .returning();
    await ctx.db
      .insert(shareDays)
      .values({ requestId: share!.id, date: '2030-01-01', startTime: '09:00', endTime: '12:00' });

    // Sessions are made: now the private columns take their markers (e-mail and password hash included).
    const markers = [
      ...(await fillPrivateColumns(users, 'users', eq(users.id, owner.id))),
      ...(await fillPrivateColumns(horses, 'horses', eq(horses.id, horseId))),
      ...(await fillPrivateColumns(yardDetails, 'yard_details', eq(yardDetails.horseId, horseId))),
      ...(await fillPrivateColumns(requests, 'requests', eq(requests.id, share!.id))),
      ...(await fillPrivateColumns(shareDays, 'share_days', eq(shareDays.requestId, share!.id))),
    ];
    // Points are numbers: distinctive ones stand in for markers.
    await ctx.db
      .update(horses)
      .set({ latitude: 53.9591234567, longitude: -1.0815234567 })
      .where(eq(horses.id, horseId));
    expect(markers).toEqual(
      expect.arrayContaining([
        marker('users', 'email'),
        marker('users', 'postcode'),
        marker('users', 'phone'),
        marker('horses', 'postcode'),
        marker('yard_details', 'address'),
        marker('yard_details', 'emergencyContact'),
        marker('requests', 'message'),
        marker('share_days', 'reason'),
      ]),
    );

    const urls = [
      '/api/horses',
      '/api/horses?location=York',
      // The landing page's pick: a signed-in stranger's own postcode orders it, the owner's never shows.
      '/api/horses/featured',
      `/api/horses/${horseId}`,
      `/api/users/${owner.id}`,
      `/api/reviews?horseId=${horseId}`,
      `/api/availability-slots?horseId=${horseId}`,
      `/api/horses/${horseId}/yard-details`,
      '/browse',
      '/browse?location=York',
      `/horse/${horseId}`,
      `/user/${owner.id}`,
      '/sitemap.xml',
      `/previews/horses/${horseId}.jpg`,
      `/api/requests/${share!.id}`,
      `/api/requests/${share!.id}/calendar.ics`,
      `/api/availability-slots?horseId=${horseId}&month=2030-01`,
    ];
    const seen: string[] = [];
    for (const cookie of [undefined, strangerCookie]) {
      for (const url of urls) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        const leaked = [...markers, '53.9591234567', '-1.0815234567'].filter((m) => res.body.includes(m));
        if (leaked.length > 0)
          seen.push(`${cookie ? 'a stranger' : 'a visitor'} ${url}: ${leaked.join(', ')}`);
      }
    }
    expect(seen).toEqual([]);
    void stranger;

    // The control: the owner's own view carries the horse's postcode marker, and the owner may read the yard.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/horses/${horseId}`,
      headers: { cookie: ownerCookie },
    });
    expect(own.body).toContain(marker('horses', 'postcode'));
    const yard = await ctx.app.inject({
      method: 'GET',
      url: `/api/horses/${horseId}/yard-details`,
      headers: { cookie: ownerCookie },
    });
    expect(yard.body).toContain(marker('yard_details', 'address'));
    // And the sharer's own view carries the share's day and its reason.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/requests/${share!.id}`,
      headers: { cookie: sharerCookie },
    });
    expect(mine.body).toContain(marker('share_days', 'reason'));
    expect(mine.body).toContain(marker('requests', 'message'));
  });
  it('a hidden experience level reaches no one but its member; a shown one is on the profile (issue 32)', async () => {
    const owner = await insertUser(ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
      experienceLevel: 'expert',
      showExperience: false,
    });
    await insertUser(ctx.db, { email: 'stranger@example.test', userType: 'owner' });
    const ownerCookie = await signIn(ctx.app, 'owner@example.test');
    const strangerCookie = await signIn(ctx.app, 'stranger@example.test');
    const horseId = await addBramble(ownerCookie);
    const urls = [
      '/api/horses',
      `/api/horses/${horseId}`,
      `/api/users/${owner.id}`,
      `/api/horses?ownerId=${owner.id}`,
      '/browse',
      `/horse/${horseId}`,
      `/user/${owner.id}`,
    ];
    // The horse lists no level, and no page of these names Expert otherwise: the word is the member's.
    const leaks = async () => {
      const seen: string[] = [];
      for (const cookie of [undefined, strangerCookie]) {
        for (const url of urls) {
          const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
          if (/expert/i.test(res.body)) seen.push(`${cookie ? 'a stranger' : 'a visitor'} ${url}`);
        }
      }
      return seen;
    };
    expect(await leaks()).toEqual([]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: ownerCookie },
    });
    expect(own.json()).toMatchObject({ experienceLevel: 'expert', showExperience: false, experience: null });

    // The control: shown, the same profile says it.
    await ctx.db.update(users).set({ showExperience: true }).where(eq(users.id, owner.id));
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` });
    expect(shown.json()).toMatchObject({ experience: 'Expert' });
    expect(shown.json()).not.toHaveProperty('experienceLevel');
    expect(shown.json()).not.toHaveProperty('showExperience');
  });
});
