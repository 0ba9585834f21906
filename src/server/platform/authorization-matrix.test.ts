import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '#server/features/admin/index.js';
import {
  insertAvailabilitySlot,
  insertHorse,
  insertMessage,
  insertRequest,
  insertReview,
  insertUser,
  buildUser,
  DEFAULT_PASSWORD,
} from '#server/db/factories.js';
import {
  riderReferences,
  ridingSchools,
  users,
  type NewRequest,
  type NewUser,
  type User,
} from '#server/db/schema/index.js';
import { hashToken } from '#server/platform/sessions/session.js';
import { mintAdminCookie, mintMemberCookie } from '#tests/setup/mint-sessions.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { ownerRegistration } from '#tests/setup/registration-payload.js';
import { listRoutes } from '#tests/setup/route-list.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { SAMPLE_PDF, sampleJpeg } from '#tests/setup/sample-files.js';

/**
 * Issue 19: who may call what. One row per registered route, one expected status per actor; the test
 * below runs every cell against a fresh world, and fails for a registered route without a row (and for a
 * row naming no route). Each request is valid for its route, so the status is the authorization answer,
 * not a validation one.
 *
 * The actors, in column order: signed out; an enthusiast (E); an owner who owns nothing involved (P,
 * "other owner"); the owner (O) of the horse, slot, photo or profile in the path, or the receiving /
 * answering party of a message or request; an admin (admin cookie only: an admin is not a member).
 * In each cell's world E has sent O a message, asked for a visit to O's horse, and reviewed it.
 */
const ctx = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: 'whsec_matrix_stablemates_local' } });

const ACTORS = ['signed out', 'enthusiast', 'other owner', 'owner', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = readonly [
  signedOut: number,
  enthusiast: number,
  otherOwner: number,
  owner: number,
  admin: number,
];

interface World {
  enthusiast: User;
  owner: User;
  otherOwner: User;
  /** The member acting in this cell (undefined signed out and as admin). */
  actor: User | undefined;
  adminUsername: string;
  horse: () => Promise<{ id: number; images: string[] }>;
  slot: () => Promise<{ id: number }>;
  message: () => Promise<{ id: number }>;
  request: () => Promise<{ id: number }>;
  acceptedRequest: () => Promise<{ id: number }>;
  review: () => Promise<{ id: number }>;
  /** An accepted visit of E to O's horse that began yesterday: what a review stands on. */
  visit: () => Promise<{ id: number }>;
  /** Another session of the owner's (the public id the sessions list shows). */
  ownerSession: () => Promise<number>;
}

interface Call {
  url?: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  /** `METHOD /pattern`, as Fastify registered it. */
  route: string;
  expect: Statuses;
  /** The request (its path, body, headers); without it, the pattern as the URL and no body. */
  call?: (world: World) => Call | Promise<Call>;
}

/** One row of the matrix. */
const row = (route: string, expect: Statuses, call?: Row['call']): Row => ({ route, expect, call });

const ALL = (status: number): Statuses => [status, status, status, status, status];
/** Members only, any member alike. */
const MEMBERS = (status: number): Statuses => [401, status, status, status, 401];
/** Admins only. */
const ADMIN = (status: number): Statuses => [401, 401, 401, 401, status];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const upload = async (field: string, name: string, type: string, data: Buffer): Promise<Call> => {
  const body = multipartFile(field, { name, type, data });
  return { payload: body.payload, headers: body.headers };
};
const slotBody = {
  title: 'Mornings',
  startDate: day(20),
  endDate: day(21),
  startTime: '09:00',
  endTime: '12:00',
  recurrenceEnd: null,
};
const horseBody = {
  name: 'Bramble',
  breed: 'Cob',
  height: '13.3-14.2hh',
  location: 'York',
  postcode: 'YO1 7HH',
  services: ['general-care'],
};

/** An open ask for a reference of the rider's, its link's token known. */
async function referenceAsk(riderId: number, token: string) {
  const [ask] = await ctx.db
    .insert(riderReferences)
    .values({
      riderId,
      refereeName: 'Jo',
      refereeEmail: unique('referee'),
      relationship: 'riding-instructor',
      tokenHash: hashToken(token),
      askedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return ask!;
}
/** The owner has said they are a riding school (the riding-school rows need one), as `values` say. */
const declaredSchool = (userId: number, values: Partial<typeof ridingSchools.$inferInsert> = {}) => {
  const school = { businessName: 'Hill Farm Riding School', ...values };
  return ctx.db
    .insert(ridingSchools)
    .values({ userId, ...school })
    .onConflictDoUpdate({ target: ridingSchools.userId, set: school });
};

let sequence = 0;
const unique = (label: string) => `${label}${++sequence}@example.test`;

const MATRIX: Row[] = [
  // Platform and site
  row('GET /api/health', ALL(200)),
  row('GET /api/health/live', ALL(200)),
  // Ready once the search index has loaded (as main.ts loads it before listening); before, 503 for all.
  row('GET /api/health/ready', ALL(200), async () => {
    await ctx.app.warmUp();
    return {};
  }),
  row('GET /api/site-config', ALL(200)),
  row('GET /api/site/happy-matches', ALL(200)),
  row('POST /api/metrics/visit', ALL(204)),
  row('GET /uploads/horses/:file', ALL(404), () => ({ url: '/uploads/horses/999-missing.webp' })),
  row('GET /uploads/profiles/:file', ALL(404), () => ({ url: '/uploads/profiles/0123abcd.webp' })),
  // Search engines and link previews (issue 30): the same for everyone; a part or preview that is not there is a 404.
  row('GET /robots.txt', ALL(200)),
  row('GET /sitemap.xml', ALL(200)),
  row('GET /sitemap-:part(^\\d+).xml', ALL(404), () => ({ url: '/sitemap-2.xml' })),
  row('GET /previews/horses/:id(^\\d+).jpg', ALL(404), () => ({ url: '/previews/horses/999999.jpg' })),
  row('POST /api/contact', ALL(201), () => ({
    payload: { name: 'Ann', email: 'ann@example.test', subject: 'Hello', message: 'A question' },
  })),
  row('POST /api/webhooks/stripe', ALL(400), () => ({
    // No Stripe signature: a cookie of any kind authorizes nothing here (stripe-webhook.test signs).
    payload: '{"id":"evt_1","type":"customer.created"}',
    headers: { 'content-type': 'application/json' },
  })),

  // Accounts and sessions
  row('POST /api/auth/register', ALL(202), () => ({ payload: ownerRegistration({ email: unique('reg') }) })),
  row('POST /api/users', ALL(202), () => ({ payload: ownerRegistration({ email: unique('single') }) })),
  row('POST /api/auth/login', ALL(200), (w) => ({
    payload: { email: w.enthusiast.email, password: DEFAULT_PASSWORD },
  })),
  row('GET /api/auth/me', MEMBERS(200)),
  row('POST /api/auth/logout', ALL(200)),
  row('GET /api/auth/verify-email', ALL(303), () => ({ url: '/api/auth/verify-email?token=not-a-token' })),
  row('POST /api/auth/resend-verification', MEMBERS(200)),
  row('POST /api/auth/forgot-password', ALL(200), (w) => ({ payload: { email: w.owner.email } })),
  row('GET /api/reset-password/:token', ALL(200), () => ({ url: `/api/reset-password/${'f'.repeat(43)}` })),
  row('POST /api/reset-password', ALL(400), () => ({
    payload: { token: 'f'.repeat(64), password: 'Gallop-Field-77' },
  })),
  row('GET /api/auth/sessions', MEMBERS(200)),
  row('DELETE /api/auth/sessions/:sessionId', [401, 404, 404, 200, 401], async (w) => ({
    url: `/api/auth/sessions/${await w.ownerSession()}`,
  })),
  row('POST /api/auth/sessions/sign-out-others', MEMBERS(200)),
  row('POST /api/registration-sessions', ALL(201), () => ({
    payload: { sessionId: `s${++sequence}`.padEnd(32, 'x'), userType: 'owner' },
  })),
  row('PUT /api/registration-sessions/:sessionId', ALL(200), async () => ({
    url: `/api/registration-sessions/${await registrationSession()}`,
    payload: { firstName: 'Jane', currentStep: 2 },
  })),
  row('POST /api/registration-sessions/:sessionId/complete', ALL(200), async () => ({
    url: `/api/registration-sessions/${await registrationSession()}/complete`,
  })),

  // Members
  row('GET /api/users/:id', ALL(200), (w) => ({ url: `/api/users/${w.owner.id}` })),
  row('PUT /api/users/:id', [401, 403, 403, 200, 401], (w) => ({
    url: `/api/users/${w.owner.id}`,
    payload: {
      firstName: 'Olly',
      lastName: 'Oak',
      location: 'York',
      postcode: 'YO1 7HH',
      bio: 'Thirty years',
    },
  })),
  row('POST /api/users/:id/profile-image', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/users/${w.owner.id}/profile-image`,
    ...(await upload('profileImage', 'me.jpg', 'image/jpeg', await sampleJpeg())),
  })),
  row('DELETE /api/users/:id/profile-image', [401, 403, 403, 200, 401], async (w) => {
    const photo = await upload('profileImage', 'me.jpg', 'image/jpeg', await sampleJpeg());
    const url = `/api/users/${w.owner.id}/profile-image`;
    const cookie = await mintMemberCookie(ctx.db, w.owner.id);
    await ctx.app.inject({
      method: 'POST',
      url,
      payload: photo.payload,
      headers: { ...photo.headers, cookie },
    });
    return { url };
  }),
  row('POST /api/users/:id/mark-browsed', [401, 403, 403, 204, 401], (w) => ({
    url: `/api/users/${w.owner.id}/mark-browsed`,
  })),
  row('POST /api/users/:id/verification', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/users/${w.owner.id}/verification`,
    ...(await upload('verificationDocument', 'id.pdf', 'application/pdf', SAMPLE_PDF)),
  })),
  // A riding school's business check (decision 0054): the owner themself only.
  row('GET /api/users/:id/riding-school', [401, 403, 403, 200, 401], (w) => ({
    url: `/api/users/${w.owner.id}/riding-school`,
  })),
  row('PUT /api/users/:id/riding-school', [401, 403, 403, 200, 401], (w) => ({
    url: `/api/users/${w.owner.id}/riding-school`,
    payload: { businessName: 'Hill Farm Riding School' },
  })),
  row('DELETE /api/users/:id/riding-school', [401, 403, 403, 200, 401], async (w) => {
    await declaredSchool(w.owner.id);
    return { url: `/api/users/${w.owner.id}/riding-school` };
  }),
  row('POST /api/users/:id/riding-school/insurance', [401, 403, 403, 200, 401], async (w) => {
    await declaredSchool(w.owner.id);
    const body = multipartFile(
      'insuranceCertificate',
      { name: 'insurance.pdf', type: 'application/pdf', data: SAMPLE_PDF },
      { insuranceExpiresOn: day(200) },
    );
    return { url: `/api/users/${w.owner.id}/riding-school/insurance`, ...body };
  }),
  row('GET /api/users/me/export', MEMBERS(200)),
  row('DELETE /api/users/me', MEMBERS(200), () => ({ payload: { password: DEFAULT_PASSWORD } })),

  // Places (issue 28): anyone may look a place up
  row('GET /api/places/suggest', ALL(200), () => ({ url: '/api/places/suggest?q=York' })),
  row('POST /api/places/nearest-district', ALL(200), () => ({
    payload: { latitude: 53.96, longitude: -1.08 },
  })),
  row('POST /api/places/postcode-town', ALL(200), () => ({ payload: { postcode: 'YO1 7HH' } })),

  // Horses
  row('GET /api/horses', ALL(200)),
  row('GET /api/horses/featured', ALL(200)),
  row('GET /api/horses/:id', ALL(200), async (w) => ({ url: `/api/horses/${(await w.horse()).id}` })),
  row('POST /api/horses', [401, 403, 201, 201, 401], () => ({ payload: horseBody })),
  row('PUT /api/horses/:id', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/horses/${(await w.horse()).id}`,
    payload: { name: 'Bramble the Second' },
  })),
  // Yard details (issue 27): the owner's private notes; others reach them only through an accepted
  // visit's request (requests/visit-arranged.test.ts), never here.
  row('GET /api/horses/:id/yard-details', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/horses/${(await w.horse()).id}/yard-details`,
  })),
  row('PUT /api/horses/:id/yard-details', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/horses/${(await w.horse()).id}/yard-details`,
    payload: { address: 'Hollybush Farm' },
  })),
  row('DELETE /api/horses/:id', [401, 403, 403, 204, 401], async (w) => ({
    url: `/api/horses/${(await w.horse()).id}`,
  })),
  row('DELETE /api/horses/:id/images/:ref', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/horses/${(await w.horse()).id}/images/0`,
  })),
  row('POST /api/horses/upload-image', [401, 403, 201, 201, 401], async () =>
    upload('horseImage', 'horse.jpg', 'image/jpeg', await sampleJpeg()),
  ),

  // Availability
  row('GET /api/availability-slots', ALL(200), async (w) => ({
    url: `/api/availability-slots?horseId=${(await w.horse()).id}`,
  })),
  row('POST /api/availability-slots', [401, 403, 403, 201, 401], async (w) => ({
    payload: { ...slotBody, horseId: (await w.horse()).id },
  })),
  row('POST /api/availability-slots/quick-setup', [401, 403, 403, 201, 401], async (w) => ({
    payload: { horseId: (await w.horse()).id, preset: 'weekdays' },
  })),
  row('PUT /api/availability-slots/:id', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/availability-slots/${(await w.slot()).id}`,
    payload: slotBody,
  })),
  row('DELETE /api/availability-slots/:id', [401, 403, 403, 204, 401], async (w) => ({
    url: `/api/availability-slots/${(await w.slot()).id}`,
  })),
  // A slot that began three weeks ago and ends in three days: one its owner may carry on, whichever side of
  // midnight the cell runs.
  row('POST /api/availability-slots/:id/extend', [401, 403, 403, 200, 401], async (w) => {
    const slot = await insertAvailabilitySlot(ctx.db, {
      horseId: (await w.horse()).id,
      startDate: day(-20),
      endDate: day(3),
    });
    return { url: `/api/availability-slots/${slot.id}/extend` };
  }),

  // Messages
  row('POST /api/messages', [401, 201, 201, 400, 401], (w) => ({
    payload: { receiverId: w.owner.id, content: 'Could I help on Saturday?' },
  })),
  row('GET /api/messages', [401, 403, 403, 200, 401], (w) => ({ url: `/api/messages?userId=${w.owner.id}` })),
  row('GET /api/messages/unread-count', [401, 403, 403, 200, 401], (w) => ({
    url: `/api/messages/unread-count?userId=${w.owner.id}`,
  })),
  row('PUT /api/messages/:id/read', [401, 403, 403, 200, 401], async (w) => ({
    url: `/api/messages/${(await w.message()).id}/read`,
  })),
  row('GET /api/messages/stream', MEMBERS(200)),

  // Requests (E asked to visit O's horse)
  row('POST /api/requests', [401, 201, 403, 403, 401], async (w) => ({
    payload: { horseId: (await w.horse()).id, service: 'exercising-riding', startDate: day(20) },
  })),
  row('GET /api/requests', [401, 403, 403, 200, 401], (w) => ({ url: `/api/requests?userId=${w.owner.id}` })),
  // Either party reads one request; anyone else, as for an id that is not there (404).
  row('GET /api/requests/:id', [401, 200, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}`,
  })),
  row('POST /api/requests/:id/accept', [401, 403, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/accept`,
  })),
  row('POST /api/requests/:id/decline', [401, 403, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/decline`,
  })),
  // The owner's cancel is for an accepted visit; a pending one is declined instead (409).
  row('POST /api/requests/:id/cancel', [401, 200, 404, 409, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/cancel`,
  })),
  // The calendar feed (issue 27): one's own address; the feed itself answers only to its secret token.
  row('GET /api/calendar-feed', MEMBERS(200)),
  row('POST /api/calendar-feed', MEMBERS(201)),
  row('DELETE /api/calendar-feed', MEMBERS(204)),
  row('GET /api/calendar-feed/:token', ALL(404), () => ({
    url: `/api/calendar-feed/${'A'.repeat(43)}`,
  })),
  // Only the member who made the last change undoes it; nobody has changed this one (409).
  row('POST /api/requests/:id/undo', [401, 409, 404, 409, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/undo`,
  })),
  // Running a share (contract/shares.ts): its two members only, anyone else 404; this request is a
  // one-off visit, so each party is told it is not a share (409).
  ...(
    [
      ['skip', { date: day(20) }],
      ['missed', { date: day(20) }],
      ['end', {}],
      ['continue', { carryOn: true }],
      ['change', { weekdays: ['monday'], fromDate: day(20) }],
      ['change/accept', undefined],
      ['change/decline', undefined],
    ] as const
  ).map(([path, payload]) =>
    row(`POST /api/requests/:id/${path}`, [401, 409, 404, 409, 401], async (w) => ({
      url: `/api/requests/${(await w.request()).id}/${path}`,
      ...(payload ? { payload } : {}),
    })),
  ),
  // A visit's or share's agreement (contract/agreements.ts): its two members read it, the owner writes
  // it; nothing is saved yet, so there is nothing to accept or print (409).
  row('GET /api/requests/:id/agreement', [401, 200, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/agreement`,
  })),
  row('PUT /api/requests/:id/agreement', [401, 403, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/agreement`,
    payload: { duties: 'Muck out' },
  })),
  row('POST /api/requests/:id/agreement/accept', [401, 409, 404, 409, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/agreement/accept`,
    payload: { version: 1 },
  })),
  row('GET /api/requests/:id/agreement.pdf', [401, 409, 404, 409, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/agreement.pdf`,
  })),
  // Rides out and the diary (contract/rides.ts): the two members read them; only the rider starts a ride,
  // on an accepted request's day (this one is only asked for: 409); a ride nobody has is 404 to everyone.
  row('GET /api/requests/:id/rides', [401, 200, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/rides`,
  })),
  row('POST /api/requests/:id/rides', [401, 409, 404, 403, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/rides`,
    payload: {
      backBy: new Date(Date.now() + 3_600_000).toISOString(),
      note: 'Round the lanes',
      company: 'alone',
    },
  })),
  row('GET /api/requests/:id/diary', [401, 200, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/diary`,
  })),
  row('POST /api/requests/:id/diary', [401, 403, 404, 404, 401], async (w) => ({
    url: `/api/requests/${(await w.request()).id}/diary`,
    payload: { noteId: 2147483000, text: 'Thank you!' },
  })),
  ...(['back', 'extend', 'note'] as const).map((path) =>
    row(`POST /api/rides/:id/${path}`, [401, 404, 404, 404, 401], () => ({
      url: `/api/rides/2147483000/${path}`,
      payload:
        path === 'extend'
          ? { backBy: new Date(Date.now() + 3_600_000).toISOString() }
          : path === 'note'
            ? { howItWent: 'Lovely', shoes: 'All on', lameness: 'None', toWatch: '' }
            : {},
    })),
  ),
  row('GET /api/requests/:id/calendar.ics', [401, 200, 404, 200, 401], async (w) => ({
    url: `/api/requests/${(await w.acceptedRequest()).id}/calendar.ics`,
  })),

  // Reviews (E reviewed O's horse)
  row('GET /api/reviews', ALL(200), async (w) => ({ url: `/api/reviews?horseId=${(await w.horse()).id}` })),
  row('GET /api/reviews/eligibility', MEMBERS(200), async (w) => ({
    url: `/api/reviews/eligibility?horseId=${(await w.horse()).id}`,
  })),
  row('POST /api/reviews', [401, 201, 403, 403, 401], async (w) => ({
    payload: {
      horseId: (await w.visit()) && (await w.horse()).id,
      reviewerId: w.actor?.id ?? 1,
      rating: 5,
      comment: 'Lovely',
    },
  })),
  row('PUT /api/reviews/:id', [401, 200, 403, 403, 401], async (w) => ({
    url: `/api/reviews/${(await w.visit()) && (await w.review()).id}`,
    payload: { rating: 3, comment: 'Good' },
  })),
  row('DELETE /api/reviews/:id', [401, 204, 403, 403, 401], async (w) => ({
    url: `/api/reviews/${(await w.review()).id}`,
  })),

  // Payments
  row('GET /api/subscriptions', MEMBERS(200)),
  row('GET /api/donations', MEMBERS(200)),
  row('POST /api/request-cancellation', MEMBERS(201), (w) => ({
    payload: { type: 'subscription', item: 'Owner premium', userEmail: w.actor?.email ?? 'x@example.test' },
  })),

  // Admin
  // Saved horses and saved searches (issue 18)
  row('GET /api/saved-horses', MEMBERS(200)),
  row('PUT /api/saved-horses/:id', MEMBERS(204), async (w) => ({
    url: `/api/saved-horses/${(await w.horse()).id}`,
  })),
  row('DELETE /api/saved-horses/:id', MEMBERS(204), async (w) => ({
    url: `/api/saved-horses/${(await w.horse()).id}`,
  })),
  row('GET /api/saved-searches', MEMBERS(200)),
  row('POST /api/saved-searches', MEMBERS(201), () => ({
    payload: { location: null, radiusMiles: 300, experienceLevel: null, services: [] },
  })),
  // Another member's search, or none: a 404 for everyone (nobody learns whose ids exist).
  row('DELETE /api/saved-searches/:id', [401, 404, 404, 404, 401], () => ({
    url: '/api/saved-searches/999999',
  })),
  // One-click unsubscribe (decision 0026). No sign-in: the signed token is the proof, and a forged one
  // is refused whoever sends it.
  row('POST /api/unsubscribe', ALL(400), () => ({ payload: { token: 'forged.token' } })),
  row('POST /unsubscribe/:token', ALL(400), () => ({ url: '/unsubscribe/messages.1.1.forged' })),

  // Safety: reports, blocks, message notices (issue 18)
  row('POST /api/reports', [401, 201, 201, 400, 401], async (w) => ({
    payload: { targetType: 'horse', targetId: (await w.horse()).id, reason: 'spam' },
  })),
  // References from outside the site (decision 0055): a rider asks; the link is the referee's proof.
  row('POST /api/references', [401, 201, 403, 403, 401], () => ({
    payload: { refereeName: 'Jo', refereeEmail: unique('referee'), relationship: 'riding-instructor' },
  })),
  row('GET /api/references/asks', MEMBERS(200)),
  row('DELETE /api/references/asks/:id', [401, 204, 404, 404, 401], async (w) => ({
    url: `/api/references/asks/${(await referenceAsk(w.enthusiast.id, unique('ask'))).id}`,
  })),
  row('GET /api/references/:token', ALL(200), () => ({ url: `/api/references/${'f'.repeat(43)}` })),
  row('POST /api/references/:token', ALL(201), async (w) => {
    const token = unique('answer').replace(/\W/g, '');
    await referenceAsk(w.enthusiast.id, token);
    return {
      url: `/api/references/${token}`,
      payload: {
        relationship: 'riding-instructor',
        knownForYears: 3,
        levelSeen: 'advanced',
        wouldTrust: true,
      },
    };
  }),
  row('GET /api/users/:id/references', ALL(200), (w) => ({
    url: `/api/users/${w.enthusiast.id}/references`,
  })),
  row('GET /api/users/:id/reliability', ALL(200), (w) => ({ url: `/api/users/${w.owner.id}/reliability` })),
  // An owner's horses paused while requests wait unanswered (decision 0057): one's own only.
  row('GET /api/browse-pause', MEMBERS(200)),
  row('DELETE /api/browse-pause', MEMBERS(200)),
  row('GET /api/blocks', MEMBERS(200)),
  row('PUT /api/blocks/:userId', [401, 204, 204, 400, 401], (w) => ({ url: `/api/blocks/${w.owner.id}` })),
  row('DELETE /api/blocks/:userId', [401, 204, 204, 204, 401], (w) => ({ url: `/api/blocks/${w.owner.id}` })),
  row('GET /api/users/me/notices', MEMBERS(200)),
  // Push notifications on a member's devices (decision 0030)
  row('GET /api/push/key', MEMBERS(200)),
  // The bell's notices: a member's own only; another's id changes nothing and answers the same.
  row('GET /api/notices', MEMBERS(200)),
  row('POST /api/notices/:id/read', MEMBERS(204), () => ({ url: '/api/notices/1/read' })),
  row('POST /api/notices/read-all', MEMBERS(204)),
  row('POST /api/push/subscriptions', MEMBERS(204), () => ({
    payload: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  })),
  row('DELETE /api/push/subscriptions', MEMBERS(204), () => ({
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' },
  })),
  row('PUT /api/users/me/notices', MEMBERS(200), () => ({
    payload: { messageNotices: false, visitReminders: false },
  })),
  row('GET /api/admin/reports', ADMIN(200)),
  // An agreement is read by an admin only while a report names it (decision 0053); none does here.
  row('GET /api/admin/agreements/:requestId', ADMIN(403), async (w) => ({
    url: `/api/admin/agreements/${(await w.request()).id}`,
  })),
  row('POST /api/admin/reports/:id/decision', ADMIN(404), () => ({
    url: '/api/admin/reports/999999/decision',
    payload: { action: 'dismiss' },
  })),

  row('POST /api/admin/login', ALL(200), (w) => ({
    payload: { username: w.adminUsername, password: ADMIN_PASSWORD },
  })),
  row('POST /api/admin/logout', ADMIN(200)),
  row('GET /api/admin/me', ADMIN(200)),
  row('GET /api/admin/metrics', ADMIN(200)),
  row('GET /api/admin/pending-images', ADMIN(200)),
  row('GET /api/admin/pending-verifications', ADMIN(200)),
  row('GET /api/admin/users', ADMIN(200), () => ({ url: '/api/admin/users?q=member' })),
  row('GET /api/admin/audit-log', ADMIN(200)),
  row('POST /api/admin/approve-image', ADMIN(200), async (w) => {
    const horse = await w.horse();
    return { payload: { horseId: horse.id, imageIndex: 0, imageUrl: horse.images[0], action: 'approved' } };
  }),
  // The owner's ID check was approved: an admin alone may withdraw it (decision 0044).
  row('POST /api/admin/approve-verification', ADMIN(200), async (w) => {
    await ctx.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, w.owner.id));
    return {
      payload: { userId: w.owner.id, action: 'rejected', reason: 'expired', currentStatus: 'verified' },
    };
  }),
  row('GET /api/admin/verification-documents/:userId', ADMIN(404), (w) => ({
    url: `/api/admin/verification-documents/${w.owner.id}`,
  })),
  row('GET /api/admin/pending-riding-schools', ADMIN(200)),
  row('POST /api/admin/riding-schools/:userId/decision', ADMIN(200), async (w) => {
    const submittedAt = new Date();
    await declaredSchool(w.owner.id, {
      status: 'pending',
      certificateKey: 'riding-schools/x.pdf',
      submittedAt,
    });
    return {
      url: `/api/admin/riding-schools/${w.owner.id}/decision`,
      payload: { action: 'verified', submittedAt: submittedAt.toISOString() },
    };
  }),
  row('GET /api/admin/riding-school-certificates/:userId', ADMIN(404), (w) => ({
    url: `/api/admin/riding-school-certificates/${w.owner.id}`,
  })),
  row('POST /api/admin/users/:userId/suspend', ADMIN(200), (w) => ({
    url: `/api/admin/users/${w.owner.id}/suspend`,
    payload: { reason: 'Matrix' },
  })),
  // Nobody is suspended in the world: an admin hears 409.
  row('POST /api/admin/users/:userId/unsuspend', ADMIN(409), (w) => ({
    url: `/api/admin/users/${w.owner.id}/unsuspend`,
    payload: { reason: 'Matrix' },
  })),
  // A listing hidden with a reason, undone, shown again (decision 0058).
  row('POST /api/admin/horses/:horseId/hide', ADMIN(200), async (w) => ({
    url: `/api/admin/horses/${(await w.horse()).id}/hide`,
    payload: { reason: 'misleading', note: 'Matrix' },
  })),
  // Nothing is hidden in the world: an admin hears 409.
  row('POST /api/admin/horses/:horseId/undo-hide', ADMIN(409), async (w) => ({
    url: `/api/admin/horses/${(await w.horse()).id}/undo-hide`,
  })),
  row('POST /api/admin/horses/:horseId/unhide', ADMIN(409), async (w) => ({
    url: `/api/admin/horses/${(await w.horse()).id}/unhide`,
    payload: {},
  })),
  row('GET /api/admin/users/:userId/horses', ADMIN(200), (w) => ({
    url: `/api/admin/users/${w.owner.id}/horses`,
  })),
  // Every member of the world has confirmed their address: an admin hears 409.
  row('POST /api/admin/users/:userId/resend-confirmation', ADMIN(409), (w) => ({
    url: `/api/admin/users/${w.owner.id}/resend-confirmation`,
  })),
];

const ADMIN_PASSWORD = 'Paddock-Warden-2026';

/** A registration session started through the API, for the rows that continue one. */
async function registrationSession(): Promise<string> {
  const sessionId = `r${++sequence}`.padEnd(32, 'x');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/registration-sessions',
    payload: { sessionId, userType: 'owner' },
  });
  if (res.statusCode !== 201) throw new Error(`registration session: ${res.statusCode} ${res.body}`);
  return sessionId;
}

/** Memoizes an async maker: each cell creates what its row uses, once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

let adminId = 0;
/** One argon2 hash of DEFAULT_PASSWORD, shared by every cell's members (hashing per member is slow). */
let passwordHash = '';
let baseUrl = '';

type Members = Pick<World, 'enthusiast' | 'owner' | 'otherOwner'>;

/**
 * Fresh members for each row. A row's cells share them: what one actor's cell changes on a member (its
 * own sessions, profile, account) cannot alter another actor's answer, and each cell's rows are its own.
 */
async function freshMembers(): Promise<Members> {
  const member = async (values: Partial<NewUser>) => {
    const [user] = await ctx.db
      .insert(users)
      .values({ ...buildUser({ email: unique(values.userType!), ...values }), passwordHash })
      .returning();
    return user!;
  };
  return {
    enthusiast: await member({ userType: 'enthusiast', riderWeight: '9-11st' }),
    owner: await member({ userType: 'owner' }),
    otherOwner: await member({ userType: 'owner' }),
  };
}

/** A cell's world: lazily made rows of its own, so no cell sees what an earlier one changed or deleted. */
async function cellWorld(members: Members, actor: Actor): Promise<{ world: World; cookie?: string }> {
  const db = ctx.db;
  const { enthusiast, owner, otherOwner } = members;
  const horse = once(() =>
    insertHorse(db, {
      ownerId: owner.id,
      postcode: 'YO1 7HH',
      latitude: 53.96,
      longitude: -1.08,
      images: ['/uploads/horses/1-matrix.webp'],
      imageApprovalStatus: ['pending'],
    }),
  );
  /** The enthusiast's request for the owner's horse, with what else is given. */
  const requestFor = async (extra: Partial<NewRequest> = {}) =>
    insertRequest(db, {
      horseId: (await horse()).id,
      requesterId: enthusiast.id,
      ownerId: owner.id,
      ...extra,
    });
  const request = once(() => requestFor());
  const world: World = {
    enthusiast,
    owner,
    otherOwner,
    actor: { enthusiast, owner, 'other owner': otherOwner }[actor as 'owner'],
    adminUsername: 'warden',
    horse,
    slot: once(async () => insertAvailabilitySlot(db, { horseId: (await horse()).id })),
    message: once(() => insertMessage(db, { senderId: enthusiast.id, receiverId: owner.id })),
    request,
    acceptedRequest: once(() => requestFor({ status: 'accepted' })),
    visit: once(() => requestFor({ status: 'accepted', startDate: day(-1), endDate: day(-1) })),
    review: once(async () =>
      insertReview(db, {
        reviewerId: enthusiast.id,
        horseId: (await horse()).id,
        requestId: (await request()).id,
      }),
    ),
    ownerSession: async () => {
      await mintMemberCookie(db, owner.id);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: { cookie: await mintMemberCookie(db, owner.id) },
      });
      return (res.json() as { id: number; current: boolean }[]).find((s) => !s.current)!.id;
    },
  };
  const cookie =
    actor === 'admin'
      ? await mintAdminCookie(db, adminId)
      : world.actor && (await mintMemberCookie(db, world.actor.id));
  return { world, cookie };
}

/** The status of one cell. The message stream stays open by design: read its status over real HTTP. */
async function statusOf(method: string, url: string, call: Call, cookie: string | undefined) {
  const headers = { ...call.headers, ...(cookie ? { cookie } : {}) };
  if (url === '/api/messages/stream') {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${url}`, { headers, signal: abort.signal });
    abort.abort();
    return { statusCode: res.status, body: '' };
  }
  const payload = call.payload;
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

describe('the authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const registered = listRoutes(ctx.app)
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const rows = MATRIX.map((r) => r.route).sort();
    expect(rows, 'a route is listed twice').toEqual([...new Set(rows)]);
    expect(
      registered.filter((route) => !rows.includes(route)),
      'registered routes without a row in MATRIX',
    ).toEqual([]);
    expect(
      rows.filter((route) => !registered.includes(route)),
      'rows naming no registered route',
    ).toEqual([]);
  });

  it('answers every actor on every route with the status the matrix declares', async () => {
    passwordHash = (await insertUser(ctx.db, { email: 'template@example.test' })).passwordHash;
    adminId = (await createAdminAccount({ db: ctx.db, username: 'warden', password: ADMIN_PASSWORD })).id;
    const mismatches: string[] = [];
    for (const { route, expect: statuses, call } of MATRIX) {
      const [method, pattern] = route.split(' ') as [string, string];
      const members = await freshMembers();
      for (const [column, actor] of ACTORS.entries()) {
        ctx.app.resetRateLimits();
        const { world, cookie } = await cellWorld(members, actor);
        const request = (await call?.(world)) ?? {};
        const res = await statusOf(method, request.url ?? pattern, request, cookie);
        if (res.statusCode !== statuses[column]) {
          mismatches.push(
            `${route} as ${actor}: expected ${statuses[column]}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
