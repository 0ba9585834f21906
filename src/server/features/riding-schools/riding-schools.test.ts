import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RIDING_SCHOOL_MESSAGES } from '#contract/riding-schools.js';
import { createOfflineGeocoder } from '#server/adapters/geocoder/index.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { adminAuditLog, horses, ridingSchools, subscriptions } from '#server/db/schema/index.js';
import { runHousekeeping } from '#server/platform/jobs/housekeeping.js';
import { now as clockNow } from '#server/platform/clock.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { useSettableClock } from '#tests/setup/calendar-clock.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { SAMPLE_PDF, sampleJpeg } from '#tests/setup/sample-files.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { uploadImage } from '#tests/setup/horses.js';

const smtp = useSmtpServer();
// Anonymous browse replies are not kept, so each read shows the rule as it stands.
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, BROWSE_CACHE_MS: '0' }) });
// London's today is 1 March 2027 for every test; the insurance's days count from it.
const { setClock } = useSettableClock('2027-03-01T10:00:00Z');
const geocoder = createOfflineGeocoder();

const certificatesDir = () => path.join(ctx.dataDir, 'private', 'riding-schools');
const storedCertificates = () => readdir(certificatesDir()).catch(() => [] as string[]);
// The database is emptied after each test; the certificates folder with it.
beforeEach(async () => {
  await rm(certificatesDir(), { recursive: true, force: true });
});

/** An owner with one horse standing at York, signed in. */
async function schoolOwner(email = 'stables@example.test') {
  const owner = await insertUser(ctx.db, { email, firstName: 'Sam', userType: 'owner' });
  const york = (await geocoder.locate('York'))!;
  const horse = await insertHorse(ctx.db, {
    ownerId: owner.id,
    name: 'Pepper',
    latitude: york.latitude,
    longitude: york.longitude,
  });
  return { owner, horse, cookie: await signIn(ctx.app, email) };
}

/** A live (or, with days < 0, lapsed) Owner Premium subscription, by the real clock the payments use. */
async function givePremium(userId: number, days = 30) {
  await ctx.db.insert(subscriptions).values({
    userId,
    providerSubscriptionId: `sub_${userId}_${days}`,
    ownerPremium: true,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + days * 86_400_000),
  });
}

const declare = (userId: number, cookie: string, businessName: unknown = 'Hill Farm Riding School') =>
  sendAs(ctx.app, cookie, 'PUT', `/api/users/${userId}/riding-school`, { businessName });

function sendCertificate(
  userId: number,
  cookie: string,
  fields: Record<string, string> = { insuranceExpiresOn: '2027-12-31' },
  file = { name: 'insurance.pdf', type: 'application/pdf', data: SAMPLE_PDF },
) {
  const body = multipartFile('insuranceCertificate', file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/riding-school/insurance`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const mine = async (userId: number, cookie: string) =>
  (await sendAs(ctx.app, cookie, 'GET', `/api/users/${userId}/riding-school`)).json().ridingSchool;

async function decide(admin: string, userId: number, body: Record<string, unknown>) {
  const submittedAt = (await ctx.db.select().from(ridingSchools).where(eq(ridingSchools.userId, userId)))[0]
    ?.submittedAt;
  return sendAs(ctx.app, admin, 'POST', `/api/admin/riding-schools/${userId}/decision`, {
    submittedAt: submittedAt?.toISOString(),
    ...body,
  });
}

/** The app's own hourly housekeeping (main.ts runs app.housekeepingTasks), at the calendar clock's now. */
const hourlyHousekeeping = () => runHousekeeping(ctx.db, clockNow(), ctx.app.housekeepingTasks);

type Listed = { id: number; isVerifiedRidingSchool: boolean };
/** What a visitor finds: browse with no place (SQL), by a place (the in-memory index), and the owner's horses. */
/** How long a change written straight to the database may take to reach the search (its change notice). */
const noticeArrives = { timeout: 5000, interval: 50 };

async function visitorFinds(horseId: number, ownerId: number) {
  const read = async (url: string) =>
    ((await ctx.app.inject({ method: 'GET', url })).json() as Listed[]).find((h) => h.id === horseId);
  return {
    browse: await read('/api/horses?limit=50'),
    near: await read('/api/horses?location=York&limit=50'),
    profileList: await read(`/api/horses?ownerId=${ownerId}`),
  };
}

/** Declared, certificate sent, approved by a moderator: the whole check. */
async function verifiedSchool(expiresOn = '2027-12-31') {
  const school = await schoolOwner();
  expect((await declare(school.owner.id, school.cookie)).statusCode).toBe(200);
  expect(
    (await sendCertificate(school.owner.id, school.cookie, { insuranceExpiresOn: expiresOn })).statusCode,
  ).toBe(200);
  const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
  expect((await decide(admin, school.owner.id, { action: 'verified' })).statusCode).toBe(200);
  return { ...school, admin };
}

describe('a riding school is listed only once checked and while Premium', () => {
  it('leaves browse when declared, and comes back with the badge only after the check and with Premium', async () => {
    const { owner, horse, cookie } = await schoolOwner();
    await givePremium(owner.id);
    expect((await visitorFinds(horse.id, owner.id)).browse).toMatchObject({ isVerifiedRidingSchool: false });

    expect((await declare(owner.id, cookie)).json().ridingSchool).toMatchObject({
      businessName: 'Hill Farm Riding School',
      status: 'declared',
      isVerifiedRidingSchool: false,
    });
    expect(await visitorFinds(horse.id, owner.id)).toEqual({
      browse: undefined,
      near: undefined,
      profileList: undefined,
    });
    // The owner still has their horse in their own list.
    const own = (await sendAs(ctx.app, cookie, 'GET', `/api/horses?ownerId=${owner.id}`)).json() as Listed[];
    expect(own.map((h) => h.id)).toEqual([horse.id]);

    const sent = await sendCertificate(owner.id, cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().ridingSchool).toMatchObject({ status: 'pending', insuranceExpiresOn: '2027-12-31' });
    expect((await visitorFinds(horse.id, owner.id)).browse).toBeUndefined();

    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const metrics = await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics');
    expect(metrics.json().pendingRidingSchoolsCount).toBe(1);
    const queue = await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-riding-schools');
    expect(queue.json()).toEqual([
      expect.objectContaining({
        userId: owner.id,
        businessName: 'Hill Farm Riding School',
        insuranceExpiresOn: '2027-12-31',
        certificateUrl: `/api/admin/riding-school-certificates/${owner.id}`,
      }),
    ]);
    expect((await decide(admin, owner.id, { action: 'verified' })).json()).toEqual({
      userId: owner.id,
      status: 'verified',
    });

    const found = await visitorFinds(horse.id, owner.id);
    expect(found.browse).toMatchObject({ isVerifiedRidingSchool: true });
    expect(found.near).toMatchObject({ isVerifiedRidingSchool: true });
    expect(found.profileList).toMatchObject({ isVerifiedRidingSchool: true });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).json();
    expect(page.isVerifiedRidingSchool).toBe(true);
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).json();
    expect(profile.isVerifiedRidingSchool).toBe(true);
    const mail = await smtp.waitForMessage(
      (m) => m.subject?.includes('is a verified riding school') === true,
    );
    expect(mail.text).toContain('Verified riding school');
    const [entry] = await ctx.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      action: 'riding-school.verified',
      targetType: 'user',
      targetId: owner.id,
      detail: expect.objectContaining({
        businessName: 'Hill Farm Riding School',
        insuranceExpiresOn: '2027-12-31',
      }),
    });
  });

  it('keeps a checked school out of browse without Premium, and takes it out when Premium lapses', async () => {
    const { owner, horse, cookie } = await verifiedSchool();
    expect(await visitorFinds(horse.id, owner.id)).toEqual({
      browse: undefined,
      near: undefined,
      profileList: undefined,
    });
    expect(await mine(owner.id, cookie)).toMatchObject({
      status: 'verified',
      isPremium: false,
      isVerifiedRidingSchool: false,
    });
    const profile = (await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}` })).json();
    expect(profile.isVerifiedRidingSchool).toBe(false);

    // Written straight to the table, so the search hears of it by the database's change notice, which on
    // PostgreSQL arrives a moment later: the test waits for it as a member would refresh.
    await givePremium(owner.id);
    await expect
      .poll(async () => (await visitorFinds(horse.id, owner.id)).near, noticeArrives)
      .toMatchObject({ isVerifiedRidingSchool: true });

    // The period ends: the same subscription row, now in the past.
    await ctx.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, owner.id));
    await expect
      .poll(() => visitorFinds(horse.id, owner.id), noticeArrives)
      .toEqual({
        browse: undefined,
        near: undefined,
        profileList: undefined,
      });
  });

  it('unlists a school the day after its insurance expires, and tells the owner once what to do', async () => {
    const { owner, horse, cookie } = await verifiedSchool('2027-03-10');
    await givePremium(owner.id);
    await setClock('2027-03-10T20:00:00Z');
    await expect
      .poll(async () => (await visitorFinds(horse.id, owner.id)).browse, noticeArrives)
      .toMatchObject({ isVerifiedRidingSchool: true });

    await setClock('2027-03-11T08:00:00Z');
    expect(await visitorFinds(horse.id, owner.id)).toEqual({
      browse: undefined,
      near: undefined,
      profileList: undefined,
    });
    expect(await mine(owner.id, cookie)).toMatchObject({ status: 'expired', isVerifiedRidingSchool: false });
    // Not listed, so not found by its address either, but for its owner, who sees it without the badge.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/horses/${horse.id}` })).statusCode).toBe(404);
    const own = (await sendAs(ctx.app, cookie, 'GET', `/api/horses/${horse.id}`)).json();
    expect(own.isVerifiedRidingSchool).toBe(false);

    await hourlyHousekeeping();
    await hourlyHousekeeping();
    await smtp.waitForMessage((m) => m.subject?.endsWith('has expired') === true);
    const told = smtp.messages.filter(
      (m) => m.subject === 'The insurance of Hill Farm Riding School has expired',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('upload your renewed certificate');

    // A renewed certificate waits for the check again; the horse comes back once it is approved.
    expect((await sendCertificate(owner.id, cookie, { insuranceExpiresOn: '2028-03-10' })).statusCode).toBe(
      200,
    );
    expect((await visitorFinds(horse.id, owner.id)).browse).toBeUndefined();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db, 'second-warden');
    await decide(admin, owner.id, { action: 'verified' });
    expect((await visitorFinds(horse.id, owner.id)).browse).toMatchObject({ isVerifiedRidingSchool: true });
  });

  it('reminds a verified school once, 30 days before its insurance expires', async () => {
    const { owner } = await verifiedSchool('2027-04-15');
    const reminders = () =>
      smtp.messages.filter(
        (m) => m.subject === 'The insurance of Hill Farm Riding School expires on 15 April 2027',
      );
    await setClock('2027-03-15T09:00:00Z');
    await hourlyHousekeeping();
    expect(reminders()).toHaveLength(0);

    await setClock('2027-03-16T09:00:00Z');
    await hourlyHousekeeping();
    await setClock('2027-03-20T09:00:00Z');
    await hourlyHousekeeping();
    await smtp.waitForMessage((m) => m.subject?.startsWith('The insurance of Hill Farm') === true);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.to).toMatchObject({ text: expect.stringContaining(owner.email) });
    expect(reminders()[0]!.text).toContain('upload the new certificate');
  });

  it('keeps a verified school listed while its renewal waits; a new name waits for the check', async () => {
    const { owner, horse, cookie, admin } = await verifiedSchool('2027-04-16');
    await givePremium(owner.id);
    await expect
      .poll(async () => (await visitorFinds(horse.id, owner.id)).near, noticeArrives)
      .toMatchObject({ isVerifiedRidingSchool: true });

    expect((await sendCertificate(owner.id, cookie, { insuranceExpiresOn: '2028-04-16' })).statusCode).toBe(
      200,
    );
    expect(await mine(owner.id, cookie)).toMatchObject({
      status: 'pending',
      insuranceExpiresOn: '2028-04-16',
      verifiedUntil: '2027-04-16',
      isVerifiedRidingSchool: true,
    });
    expect((await visitorFinds(horse.id, owner.id)).browse).toMatchObject({ isVerifiedRidingSchool: true });
    // Nothing to remind of while the renewal waits.
    await setClock('2027-03-20T09:00:00Z');
    await hourlyHousekeeping();
    const [row] = await ctx.db.select().from(ridingSchools).where(eq(ridingSchools.userId, owner.id));
    expect(row!.remindedFor).toBeNull();
    expect(smtp.messages.filter((m) => m.subject?.includes('expires on 16 April 2027'))).toEqual([]);

    await decide(admin, owner.id, { action: 'verified' });
    expect(await mine(owner.id, cookie)).toMatchObject({ status: 'verified', verifiedUntil: '2028-04-16' });

    // The name was part of the check: a new one is unlisted until a moderator has looked again.
    expect(
      (await declare(owner.id, cookie, 'Hill Farm Equestrian Centre')).json().ridingSchool,
    ).toMatchObject({
      status: 'pending',
      verifiedUntil: null,
      isVerifiedRidingSchool: false,
    });
    expect(await visitorFinds(horse.id, owner.id)).toEqual({
      browse: undefined,
      near: undefined,
      profileList: undefined,
    });
    await decide(admin, owner.id, { action: 'verified' });
    expect((await visitorFinds(horse.id, owner.id)).near).toMatchObject({ isVerifiedRidingSchool: true });
  });
});

describe('a horse the rule does not list is out of sight, as a hidden horse is', () => {
  /**
   * What a member (or a visitor) meets at the horse's address and around it. The page at /horse/{id} is
   * drawn, headed and previewed from the same reply (app.ts `publicHorse`), and the client reads it too.
   */
  async function reach(horseId: number, photo: string, cookie?: string) {
    const headers = cookie ? { cookie } : {};
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
    return {
      reply: (await get(`/api/horses/${horseId}`)).statusCode,
      photo: (await get(photo)).statusCode,
      calendar: (await get(`/api/availability-slots?horseId=${horseId}`)).statusCode,
    };
  }
  const shown = { reply: 200, photo: 200, calendar: 200 };
  const gone = { reply: 404, photo: 404, calendar: 404 };

  it('answers not found to all but its owner while unlisted, and opens again once verified with Premium', async () => {
    const { owner, horse, cookie } = await schoolOwner();
    const { imageUrl } = (await uploadImage(ctx.app, cookie)).json() as { imageUrl: string };
    await ctx.db
      .update(horses)
      .set({ images: [imageUrl], imageApprovalStatus: ['approved'] })
      .where(eq(horses.id, horse.id));
    await insertUser(ctx.db, { email: 'ella@example.test', firstName: 'Ella', userType: 'enthusiast' });
    const rider = await signIn(ctx.app, 'ella@example.test');
    const ask = () =>
      sendAs(ctx.app, rider, 'POST', '/api/requests', {
        horseId: horse.id,
        service: 'general-care',
        startDate: '2027-03-05',
      });
    // Not a riding school: open to all.
    expect(await reach(horse.id, imageUrl)).toEqual(shown);

    await declare(owner.id, cookie);
    await givePremium(owner.id);
    expect(await reach(horse.id, imageUrl)).toEqual(gone);
    expect(await reach(horse.id, imageUrl, rider)).toEqual(gone);
    expect((await sendAs(ctx.app, rider, 'PUT', `/api/saved-horses/${horse.id}`)).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(404);
    const report = await sendAs(ctx.app, rider, 'POST', '/api/reports', {
      targetType: 'horse',
      targetId: horse.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
    // Its owner keeps it, page and all.
    expect(await reach(horse.id, imageUrl, cookie)).toEqual(shown);

    await sendCertificate(owner.id, cookie);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    await decide(admin, owner.id, { action: 'verified' });
    expect(await reach(horse.id, imageUrl, rider)).toEqual(shown);
    expect((await sendAs(ctx.app, rider, 'PUT', `/api/saved-horses/${horse.id}`)).statusCode).toBe(204);
    expect((await ask()).statusCode).toBe(201);

    // Premium lapses: out of sight again, off the rider's saved horses too.
    await ctx.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, owner.id));
    expect(await reach(horse.id, imageUrl, rider)).toEqual(gone);
    const saved = (await sendAs(ctx.app, rider, 'GET', '/api/saved-horses')).json() as Array<{ id: number }>;
    expect(saved.map((h) => h.id)).not.toContain(horse.id);
  });
});

describe('the business check', () => {
  it('rejects with a reason the owner reads, deletes the certificate and keeps the horses out', async () => {
    const { owner, horse, cookie } = await schoolOwner();
    await givePremium(owner.id);
    await declare(owner.id, cookie);
    await sendCertificate(owner.id, cookie);
    expect(await storedCertificates()).toHaveLength(1);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const certificate = await sendAs(
      ctx.app,
      admin,
      'GET',
      `/api/admin/riding-school-certificates/${owner.id}`,
    );
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(certificate.headers['content-disposition']).toBe(
      `attachment; filename="insurance-${owner.id}.pdf"`,
    );
    // Members, the owner too, never reach it.
    const asOwner = await sendAs(ctx.app, cookie, 'GET', `/api/admin/riding-school-certificates/${owner.id}`);
    expect(asOwner.statusCode).toBe(401);

    const noReason = await decide(admin, owner.id, { action: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    const stale = await decide(admin, owner.id, {
      action: 'rejected',
      reason: 'unreadable',
      submittedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const rejected = await decide(admin, owner.id, {
      action: 'rejected',
      reason: 'no-liability-cover',
      note: 'Please send the schedule page.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await mine(owner.id, cookie)).toMatchObject({
      status: 'rejected',
      rejection: {
        reason: 'The certificate does not show public liability cover for the business.',
        note: 'Please send the schedule page.',
      },
    });
    expect(await storedCertificates()).toEqual([]);
    expect((await visitorFinds(horse.id, owner.id)).browse).toBeUndefined();
    const again = await decide(admin, owner.id, { action: 'verified' });
    expect(again.statusCode).toBe(409);
    const mail = await smtp.waitForMessage(
      (m) => m.subject === 'We could not verify Hill Farm Riding School',
    );
    expect(mail.text).toContain('public liability cover');
    const [entry] = await ctx.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      action: 'riding-school.rejected',
      detail: expect.objectContaining({
        reason: 'no-liability-cover',
        note: 'Please send the schedule page.',
      }),
    });
  });

  it('answers bad input with a clear 4xx and stores nothing', async () => {
    const { owner, cookie } = await schoolOwner();
    const rider = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
    const riderCookie = await signIn(ctx.app, 'rider@example.test');

    const notOwner = await declare(rider.id, riderCookie);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(RIDING_SCHOOL_MESSAGES.ownersOnly);
    expect((await declare(owner.id, riderCookie)).statusCode).toBe(403);
    const noName = await declare(owner.id, cookie, '   ');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors.businessName).toEqual([RIDING_SCHOOL_MESSAGES.businessNameRequired]);
    expect((await declare(owner.id, cookie, 'x'.repeat(121))).statusCode).toBe(400);
    const extra = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${owner.id}/riding-school`, {
      businessName: 'Hill Farm',
      verified: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(await ctx.db.select().from(ridingSchools)).toEqual([]);

    // A certificate before a name: refused.
    expect((await sendCertificate(owner.id, cookie)).statusCode).toBe(409);
    await declare(owner.id, cookie);

    const past = await sendCertificate(owner.id, cookie, { insuranceExpiresOn: '2027-02-28' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.insuranceExpiresOn).toEqual([RIDING_SCHOOL_MESSAGES.expiryPast]);
    const missing = await sendCertificate(owner.id, cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(RIDING_SCHOOL_MESSAGES.expiryRequired);
    const nonsense = await sendCertificate(owner.id, cookie, { insuranceExpiresOn: '31/12/2027' });
    expect(nonsense.statusCode).toBe(400);
    expect((await sendCertificate(owner.id, cookie, { insuranceExpiresOn: '2035-01-01' })).statusCode).toBe(
      400,
    );

    const text = await sendCertificate(owner.id, cookie, undefined, {
      name: 'insurance.pdf',
      type: 'application/pdf',
      data: Buffer.from('just words'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please select an image or PDF file');
    const active = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const script = await sendCertificate(owner.id, cookie, undefined, {
      name: 'insurance.pdf',
      type: 'application/pdf',
      data: active,
    });
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(RIDING_SCHOOL_MESSAGES.activePdf);
    const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const tooBig = await sendCertificate(owner.id, cookie, undefined, {
      name: 'i.jpg',
      type: 'image/jpeg',
      data: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Please select a file under 10MB');
    const rider2 = await sendCertificate(owner.id, riderCookie);
    expect(rider2.statusCode).toBe(403);

    expect(await storedCertificates()).toEqual([]);
    expect(await mine(owner.id, cookie)).toMatchObject({ status: 'declared', insuranceExpiresOn: null });
  });

  it('lets the owner stop being a riding school: the claim and certificate go, the horses are listed again', async () => {
    const { owner, horse, cookie } = await schoolOwner();
    await declare(owner.id, cookie);
    await sendCertificate(owner.id, cookie, undefined, {
      name: 'c.jpg',
      type: 'image/jpeg',
      data: await sampleJpeg(),
    });
    expect((await visitorFinds(horse.id, owner.id)).browse).toBeUndefined();
    const gone = await sendAs(ctx.app, cookie, 'DELETE', `/api/users/${owner.id}/riding-school`);
    expect(gone.json()).toEqual({ ridingSchool: null });
    expect(await storedCertificates()).toEqual([]);
    expect((await visitorFinds(horse.id, owner.id)).browse).toMatchObject({ isVerifiedRidingSchool: false });
  });

  it('sweeps within the hour a certificate no riding school holds, and keeps the one it holds', async () => {
    const { owner, cookie } = await schoolOwner();
    await declare(owner.id, cookie);
    await sendCertificate(owner.id, cookie);
    const [held] = await storedCertificates();
    const stray = path.join(certificatesDir(), `${owner.id}-left-behind.pdf`);
    await writeFile(stray, SAMPLE_PDF);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stray, twoHoursAgo, twoHoursAgo);
    await utimes(path.join(certificatesDir(), held!), twoHoursAgo, twoHoursAgo);
    await runHousekeeping(ctx.db, new Date(), ctx.app.housekeepingTasks);
    expect(await storedCertificates()).toEqual([held]);
  });
});
