import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertShareAgreement, insertUser } from '#server/db/factories.js';
import {
  agreementVersions,
  horses,
  requests,
  rideNoteReplies,
  rideNotes,
  rides,
  shareDays,
  users,
  yardDetails,
} from '#server/db/schema/index.js';
import { pdfText } from '#tests/setup/pdf-text.js';
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
  // A share's agreement is its two members' (decision 0053); its passport and microchip are in no other reply.
  agreement_versions: [],
  // A ride's route note goes to the owner and the emergency contact; the diary to the two (decision 0056).
  rides: [],
  ride_notes: [],
  ride_note_replies: [],
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

/** An accepted share of the horse on Tuesdays from 1 January 2030, its first day and its agreement saved. */
async function insertAgreedShare(horseId: number, members: { owner: number; sharer: number }) {
  const [share] = await ctx.db
    .insert(requests)
    .values({
      kind: 'share',
      horseId,
      requesterId: members.sharer,
      ownerId: members.owner,
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
  // A saved version of its agreement, as the owner's PUT stores it (its text columns get markers).
  await insertShareAgreement(ctx.db, {
    requestId: share!.id,
    owner: { id: members.owner, name: 'Owner' },
    sharer: { id: members.sharer, name: 'Sharer' },
  });
  return share!;
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
    const share = await insertAgreedShare(horseId, { owner: owner.id, sharer: sharer.id });
    const [ride] = await ctx.db
      .insert(rides)
      .values({
        requestId: share!.id,
        riderId: sharer.id,
        startedAt: new Date(),
        backBy: new Date(),
        backAt: new Date(),
        note: 'route',
        company: 'alone',
      })
      .returning();
    const [rideNote] = await ctx.db
      .insert(rideNotes)
      .values({ rideId: ride!.id, requestId: share!.id, authorId: sharer.id, howItWent: 'fine' })
      .returning();
    await ctx.db.insert(rideNoteReplies).values({ noteId: rideNote!.id, authorId: owner.id, text: 'thanks' });

    // Sessions are made: now the private columns take their markers (e-mail and password hash included).
    const markers = [
      ...(await fillPrivateColumns(users, 'users', eq(users.id, owner.id))),
      ...(await fillPrivateColumns(horses, 'horses', eq(horses.id, horseId))),
      ...(await fillPrivateColumns(yardDetails, 'yard_details', eq(yardDetails.horseId, horseId))),
      ...(await fillPrivateColumns(requests, 'requests', eq(requests.id, share!.id))),
      ...(await fillPrivateColumns(shareDays, 'share_days', eq(shareDays.requestId, share!.id))),
      ...(await fillPrivateColumns(
        agreementVersions,
        'agreement_versions',
        eq(agreementVersions.requestId, share!.id),
      )),
      ...(await fillPrivateColumns(rides, 'rides', eq(rides.id, ride!.id))),
      ...(await fillPrivateColumns(rideNotes, 'ride_notes', eq(rideNotes.id, rideNote!.id))),
      ...(await fillPrivateColumns(
        rideNoteReplies,
        'ride_note_replies',
        eq(rideNoteReplies.noteId, rideNote!.id),
      )),
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
        marker('agreement_versions', 'passportNumber'),
        marker('agreement_versions', 'microchip'),
        marker('rides', 'note'),
        marker('ride_notes', 'howItWent'),
        marker('ride_note_replies', 'text'),
      ]),
    );

    // A photo under review is the owner's alone (their own view of the horse, in lists too). The owner
    // browses first, twice, so whatever a list keeps (the cards of public-cards.ts, the micro-cache) has
    // been made while the owner asked: none of it may reach anyone else.
    const underReview = '/uploads/horses/photo-under-review-private-marker.webp';
    await ctx.db
      .update(horses)
      .set({ images: [underReview], imageApprovalStatus: ['pending'] })
      .where(eq(horses.id, horseId));
    markers.push(underReview);
    for (let time = 0; time < 2; time += 1) {
      for (const url of ['/api/horses?location=York', '/browse?location=York']) {
        const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } });
        if (url.startsWith('/api')) expect(own.body).toContain(underReview);
      }
    }

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
      `/api/requests/${share!.id}/agreement`,
      `/api/requests/${share!.id}/agreement.pdf`,
      `/api/requests/${share!.id}/rides`,
      `/api/requests/${share!.id}/diary`,
      `/requests/${share!.id}/agreement`,
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
    // And the owner reads the route note, and the diary's note and reply.
    const owned = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } })).body;
    expect(await owned(`/api/requests/${share!.id}/rides`)).toContain(marker('rides', 'note'));
    const diary = await owned(`/api/requests/${share!.id}/diary`);
    expect(diary).toContain(marker('ride_notes', 'howItWent'));
    expect(diary).toContain(marker('ride_note_replies', 'text'));
  });
  it("a horse's passport number and microchip reach no reply but the agreement's, not even the two members' others (issue 43)", async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const sharer = await insertUser(ctx.db, { email: 'sharer@example.test', userType: 'enthusiast' });
    const ownerCookie = await signIn(ctx.app, 'owner@example.test');
    const sharerCookie = await signIn(ctx.app, 'sharer@example.test');
    const horseId = await addBramble(ownerCookie);
    const share = await insertAgreedShare(horseId, { owner: owner.id, sharer: sharer.id });
    const papers = [
      marker('agreement_versions', 'passportNumber'),
      marker('agreement_versions', 'microchip'),
    ];
    await ctx.db
      .update(agreementVersions)
      .set({ passportNumber: papers[0], microchip: papers[1] })
      .where(eq(agreementVersions.requestId, share!.id));

    const urlsOf = (me: number, them: number) => [
      `/api/requests/${share!.id}`,
      `/api/requests?userId=${me}`,
      `/api/requests?userId=${me}&inbox=owner&kind=share`,
      `/api/requests?userId=${me}&inbox=requester&kind=share`,
      `/api/requests/${share!.id}/calendar.ics`,
      `/api/messages?userId=${me}`,
      `/api/messages?userId=${me}&otherUserId=${them}`,
      '/api/notices',
      '/api/auth/me',
      `/api/horses/${horseId}`,
      `/api/horses/${horseId}/yard-details`,
      `/api/availability-slots?horseId=${horseId}&month=2030-01`,
      '/requests',
      `/requests/${share!.id}/agreement`,
      '/my-profile',
    ];
    const seen: string[] = [];
    for (const [who, cookie, me, them] of [
      ['the owner', ownerCookie, owner.id, sharer.id],
      ['the sharer', sharerCookie, sharer.id, owner.id],
    ] as const) {
      for (const url of urlsOf(me, them)) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
        const leaked = papers.filter((m) => res.body.includes(m));
        if (leaked.length > 0) seen.push(`${who} ${url}: ${leaked.join(', ')}`);
      }
    }
    expect(seen).toEqual([]);

    // The control: the agreement itself, and its PDF, carry both, for each member.
    for (const cookie of [ownerCookie, sharerCookie]) {
      const url = `/api/requests/${share!.id}/agreement`;
      const agreement = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      for (const m of papers) expect(agreement.body).toContain(m);
      const pdf = await ctx.app.inject({ method: 'GET', url: `${url}.pdf`, headers: { cookie } });
      const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
      for (const m of papers) expect(text).toContain(m);
    }
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
