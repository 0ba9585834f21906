import { sql } from 'drizzle-orm';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendAs, signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { ADMIN_MESSAGES } from '#contract/admin.js';
import { PROFILE_MESSAGES } from '#contract/profile.js';
import { DEFAULT_PASSWORD, insertHorse, insertUser } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { SAMPLE_PDF, sampleJpeg } from '#tests/setup/sample-files.js';
import { runHousekeeping } from '#server/platform/jobs/housekeeping.js';
import { createPrivateDocuments, privateDocumentsRoot } from './private-documents.js';
import { DOCUMENT_GRACE_MS, unheldDocumentsSweep } from './unheld-documents.js';
import sharp from 'sharp';

const smtp = useSmtpServer();

const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const documentsDir = () => path.join(ctx.dataDir, 'private', 'verification');
// The database is emptied after each test; the documents folder with it.
beforeEach(async () => {
  await rm(documentsDir(), { recursive: true, force: true });
});

async function member(email = 'rider@example.test') {
  const user = await insertUser(ctx.db, {
    email,
    firstName: 'Rhian',
    userType: 'enthusiast',
    riderWeight: '9-11st',
  });
  return { id: user.id, cookie: await signIn(ctx.app, email) };
}

function upload(
  userId: number,
  cookie: string | undefined,
  file: { name: string; type: string; data: Buffer },
) {
  const body = multipartFile('verificationDocument', file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/verification`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const sweepDocuments = (now: Date) =>
  runHousekeeping(ctx.db, now, [
    unheldDocumentsSweep({
      db: ctx.db,
      documents: createPrivateDocuments(privateDocumentsRoot(ctx.dataDir), () => undefined),
    }),
  ]);

const storedDocuments = async () => {
  try {
    return await readdir(documentsDir());
  } catch {
    return [];
  }
};

const statusOf = async (url: string, cookie?: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();
/** The owner's status on a visitor's browse list: the first page of every listed horse. */
const browsedOwnerStatus = async (horseId: number) => {
  const list = await statusOf('/api/horses?limit=50');
  const horses: { id: number; owner: { verificationStatus: string } | null }[] = Array.isArray(list)
    ? list
    : list.horses;
  return horses.find((horse) => horse.id === horseId)?.owner?.verificationStatus;
};

describe('verification documents', () => {
  it('judges a document by its bytes: a PDF named .jpg is accepted as a PDF and the member is pending', async () => {
    const { id, cookie } = await member();
    const res = await upload(id, cookie, { name: 'passport.jpg', type: 'image/jpeg', data: SAMPLE_PDF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Verification document uploaded',
      verificationStatus: 'pending',
    });
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
    expect(me.verificationStatus).toBe('pending');
    expect(me.verificationSubmittedAt).toEqual(res.json().verificationSubmittedAt);
    expect(await storedDocuments()).toEqual([expect.stringMatching(new RegExp(`^${id}-.+\\.pdf$`))]);
  });

  it('refuses a text file, whatever its name, and a file over 10 MB, with the messages of the spec', async () => {
    const { id, cookie } = await member();
    const text = await upload(id, cookie, {
      name: 'licence.pdf',
      type: 'application/pdf',
      data: Buffer.from('just words'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please select an image or PDF file');
    const big = Buffer.concat([await sampleJpeg(), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const tooBig = await upload(id, cookie, { name: 'licence.jpg', type: 'image/jpeg', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Please select a file under 10MB');
    expect(await storedDocuments()).toEqual([]);
  });

  it('lets a member submit only for themself, and only when signed in', async () => {
    const { id } = await member();
    const other = await member('other@example.test');
    const file = { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF };
    expect((await upload(id, undefined, file)).statusCode).toBe(401);
    expect((await upload(id, other.cookie, file)).statusCode).toBe(403);
  });

  it('streams the document to admins only, as a sandboxed download; a new upload replaces the old one', async () => {
    const { id, cookie } = await member();
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const photo = await sampleJpeg();
    await upload(id, cookie, { name: 'id.png', type: 'image/png', data: photo });
    expect(await storedDocuments()).toHaveLength(1);

    const url = `/api/admin/verification-documents/${id}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="verification-${id}.jpg"`);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    // Nothing under the public uploads folder.
    const publicTry = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/../private/verification/${(await storedDocuments())[0]}`,
    });
    expect(publicTry.statusCode).not.toBe(200);
  });

  it('lets an admin decide a pending member once, mails the member and records it', async () => {
    const { id, cookie } = await member();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const decide = (action: string) =>
      sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', { userId: id, action });
    expect((await decide('verified')).statusCode).toBe(409);

    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const queue = await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-verifications');
    expect(queue.headers['x-total-count']).toBe('1');
    expect(queue.json()).toEqual([
      {
        userId: id,
        firstName: 'Rhian',
        lastName: 'Tester',
        email: 'rider@example.test',
        userType: 'enthusiast',
        submittedAt: expect.any(String),
        documentUrl: `/api/admin/verification-documents/${id}`,
      },
    ]);
    const metrics = await sendAs(ctx.app, admin, 'GET', '/api/admin/metrics');
    expect(metrics.json().pendingVerificationsCount).toBe(1);

    const res = await decide('verified');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: id, verificationStatus: 'verified' });
    const again = await decide('verified');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This member is already verified.');
    // The verified mark is in the public view.
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` });
    expect(profile.json().verificationStatus).toBe('verified');

    const mail = await smtp.waitForMessage((m) => m.subject?.includes('is verified') ?? false);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('rider@example.test');
    const log = await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log');
    expect(log.json()).toMatchObject([{ action: 'verification.verified', targetType: 'user', targetId: id }]);
    expect(
      (
        await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
          userId: 9999,
          action: 'verified',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('mails a rejection with the way to try again', async () => {
    const { id, cookie } = await member();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const res = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: id,
      action: 'rejected',
    });
    expect(res.json().verificationStatus).toBe('rejected');
    const mail = await smtp.waitForMessage((m) => m.subject?.includes('could not verify') ?? false);
    expect(mail.text).toContain('upload a clearer or different document');
  });

  it('says why in the rejection mail (HTML and text), records the reason, and refuses a bad reason', async () => {
    const { id, cookie } = await member();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const decide = (body: object) =>
      sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', { userId: id, ...body });
    // Refused before anything changes: an unknown reason, a reason or note with a verification, a long note.
    for (const body of [
      { action: 'rejected', reason: 'blurry' },
      { action: 'rejected', reason: 'expired', note: 'x'.repeat(1001) },
      { action: 'verified', reason: 'expired' },
      { action: 'verified', note: 'Looks fine' },
    ]) {
      expect((await decide(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-verifications')).json()).toHaveLength(1);

    const res = await decide({
      action: 'rejected',
      reason: 'name-mismatch',
      note: 'The surname reads Jones.',
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMessage((m) => m.text?.includes('The surname reads Jones.') ?? false);
    for (const part of [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']) {
      expect(part).toContain('The name on the document does not match the name on your account.');
      expect(part).toContain('The surname reads Jones.');
    }
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({
      action: 'verification.rejected',
      detail: { reason: 'name-mismatch', note: 'The surname reads Jones.' },
      member: { id, name: 'Rhian Tester', deleted: false },
    });
  });

  it('keeps a photo of a document upright and without its camera metadata (place, device)', async () => {
    const { id, cookie } = await member();
    const taken = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5230' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: 'Rhian phone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
        },
      })
      .toBuffer();
    expect(taken.includes('Rhian phone')).toBe(true);
    await upload(id, cookie, { name: 'licence.jpg', type: 'image/jpeg', data: taken });
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await sendAs(ctx.app, admin, 'GET', `/api/admin/verification-documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes('Rhian phone')).toBe(false);
    const served = await sharp(res.rawPayload).metadata();
    expect(served.exif).toBeUndefined();
    // Turned as the camera meant it: 48 wide and 64 high.
    expect({ width: served.width, height: served.height, orientation: served.orientation }).toEqual({
      width: 48,
      height: 64,
      orientation: undefined,
    });
  });

  // A PDF with scripts is refused as it comes (active-pdf.test.ts, decision 0047); the one kept is still
  // never a page.
  it('never opens a PDF as a page: a download with a sandbox that allows nothing', async () => {
    const { id, cookie } = await member();
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await sendAs(ctx.app, admin, 'GET', `/api/admin/verification-documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('decides only the document the admin was shown: one sent since is refused until the list is refreshed', async () => {
    const { id, cookie } = await member();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const listedAt = async (): Promise<string> =>
      (await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-verifications')).json()[0].submittedAt;
    const shown = await listedAt();
    // The member replaces the document while the admin is looking at the first one.
    await upload(id, cookie, { name: 'id.jpg', type: 'image/jpeg', data: await sampleJpeg() });
    const replacedAt = await listedAt();
    expect(replacedAt).not.toBe(shown);
    const decide = (body: object) =>
      sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', { userId: id, ...body });

    for (const body of [
      { action: 'verified', submittedAt: shown },
      { action: 'rejected', reason: 'expired', currentStatus: 'pending', submittedAt: shown },
    ]) {
      const refused = await decide(body);
      expect(refused.statusCode, body.action).toBe(409);
      expect(refused.json().message).toBe(
        'This member has sent a new document since you loaded the list. Please refresh and look at the new document.',
      );
    }
    const bad = await decide({ action: 'verified', submittedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_MESSAGES.badSubmittedAt);
    // Nothing changed: still pending, the new document kept, nothing logged.
    expect((await statusOf('/api/auth/me', cookie)).verificationStatus).toBe('pending');
    expect(await storedDocuments()).toHaveLength(1);
    expect((await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json()).toEqual([]);

    // Refreshed, the admin decides the document now on file.
    const res = await decide({ action: 'verified', submittedAt: replacedAt });
    expect(res.statusCode).toBe(200);
    expect((await statusOf('/api/auth/me', cookie)).verificationStatus).toBe('verified');
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({ action: 'verification.verified', detail: { submittedAt: replacedAt } });
  });

  it('decides a document whose stored time carries microseconds, as the list showed it in milliseconds', async () => {
    const { id, cookie } = await member();
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    // As a time written by the database itself (now(), a restore) is stored: finer than a millisecond.
    await ctx.db.execute(
      sql`update users set verification_submitted_at = '2026-11-20T09:30:00.123456Z' where id = ${id}`,
    );
    const shown = (await sendAs(ctx.app, admin, 'GET', '/api/admin/pending-verifications')).json()[0]
      .submittedAt;
    expect(shown).toBe('2026-11-20T09:30:00.123Z');
    const res = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: id,
      action: 'verified',
      submittedAt: shown,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await statusOf('/api/auth/me', cookie)).verificationStatus).toBe('verified');
  });

  it('keeps a decision whose document cannot be deleted: browse shows it, the member is mailed, the sweep deletes it', async () => {
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'owner@example.test');
    const horse = await insertHorse(ctx.db, {
      ownerId: owner.id,
      postcode: 'YO1 7HH',
      latitude: 53.96,
      longitude: -1.08,
    });
    await upload(owner.id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    // Browse, kept a moment for visitors, shows the owner unverified.
    expect(await browsedOwnerStatus(horse.id)).toBe('pending');
    // A folder where the file was: the store's delete fails, as a broken disk would make it.
    const [file = ''] = await storedDocuments();
    await rm(path.join(documentsDir(), file));
    await mkdir(path.join(documentsDir(), file));

    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: owner.id,
      action: 'verified',
    });
    // The decision is made: the admin is not asked to decide again for a file the sweep will delete.
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedDocuments()).toEqual([file]);
    expect((await statusOf('/api/auth/me', cookie)).verificationStatus).toBe('verified');
    expect(await browsedOwnerStatus(horse.id)).toBe('verified');
    // The mail of this decision (the server's messages stay for the whole file).
    const toOwner = (m: (typeof smtp.messages)[number]) =>
      m.to !== undefined && 'text' in m.to && m.to.text.includes('owner@example.test');
    const mail = await smtp.waitForMessage((m) => toOwner(m), 3000);
    expect(mail.subject).toContain('is verified');

    // The disk recovers with the file still there: the next hourly sweep deletes it, as no row names it.
    await rm(path.join(documentsDir(), file), { recursive: true });
    await writeFile(path.join(documentsDir(), file), SAMPLE_PDF);
    await sweepDocuments(new Date(Date.now() + DOCUMENT_GRACE_MS + 60_000));
    expect(await storedDocuments()).toEqual([]);
  });

  it('takes a new document whose predecessor cannot be deleted at once; the sweep deletes the old file', async () => {
    const { id, cookie } = await member();
    await upload(id, cookie, { name: 'first.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const [first = ''] = await storedDocuments();
    await rm(path.join(documentsDir(), first));
    await mkdir(path.join(documentsDir(), first));

    const res = await upload(id, cookie, { name: 'second.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(res.statusCode, res.body).toBe(200);
    const second = (await storedDocuments()).find((name) => name !== first);
    expect(second).toBeDefined();

    await rm(path.join(documentsDir(), first), { recursive: true });
    await writeFile(path.join(documentsDir(), first), SAMPLE_PDF);
    await sweepDocuments(new Date(Date.now() + DOCUMENT_GRACE_MS + 60_000));
    expect(await storedDocuments()).toEqual([second]);
  });

  it('deletes an account whose document cannot be deleted at once; the sweep deletes the file', async () => {
    const leaving = await member('leaving@example.test');
    await upload(leaving.id, leaving.cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const [file = ''] = await storedDocuments();
    await rm(path.join(documentsDir(), file));
    await mkdir(path.join(documentsDir(), file));

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: leaving.cookie },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: leaving.cookie },
    });
    expect(me.statusCode).toBe(401);

    await rm(path.join(documentsDir(), file), { recursive: true });
    await writeFile(path.join(documentsDir(), file), SAMPLE_PDF);
    await sweepDocuments(new Date(Date.now() + DOCUMENT_GRACE_MS + 60_000));
    expect(await storedDocuments()).toEqual([]);
  });

  it('sweeps hourly the documents no member holds, past an upload’s grace; a waiting check keeps its own', async () => {
    const waiting = await member('waiting@example.test');
    await upload(waiting.id, waiting.cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const [held = ''] = await storedDocuments();
    // A file nobody's row names: left by a delete that failed, or an upload still on its way in.
    const orphan = `${waiting.id}-left-behind.pdf`;
    await writeFile(path.join(documentsDir(), orphan), SAMPLE_PDF);
    // Another folder of DATA_DIR/private is not the sweep's: only identity documents are swept.
    const otherFolder = path.join(ctx.dataDir, 'private', 'another-feature');
    await mkdir(otherFolder, { recursive: true });
    await writeFile(path.join(otherFolder, 'kept.bin'), 'not a document');

    // Within the hour it may be an upload whose row is not written yet: it stays.
    await sweepDocuments(new Date(Date.now() + DOCUMENT_GRACE_MS - 60_000));
    expect((await storedDocuments()).sort()).toEqual([held, orphan].sort());

    await sweepDocuments(new Date(Date.now() + DOCUMENT_GRACE_MS + 60_000));
    expect(await storedDocuments()).toEqual([held]);
    expect(await readdir(otherFolder)).toEqual(['kept.bin']);
    // The check waiting on it can still be read and decided.
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await sendAs(ctx.app, admin, 'GET', `/api/admin/verification-documents/${waiting.id}`);
    expect(res.statusCode).toBe(200);
  });

  it('deletes the document once decided, and keeps the decision and who made it', async () => {
    for (const action of ['verified', 'rejected'] as const) {
      const { id, cookie } = await member(`${action}@example.test`);
      await upload(id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
      const username = `warden-${action}`;
      const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db, username);
      expect(await storedDocuments()).toHaveLength(1);
      const decided = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
        userId: id,
        action,
      });
      expect(decided.statusCode).toBe(200);
      expect(await storedDocuments()).toEqual([]);
      const url = `/api/admin/verification-documents/${id}`;
      expect((await sendAs(ctx.app, admin, 'GET', url)).statusCode).toBe(404);
      const me = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
      expect(me.verificationStatus).toBe(action);
      const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
      expect(log[0]).toMatchObject({
        action: `verification.${action}`,
        targetId: id,
        adminUsername: username,
      });
    }
  });
});

/** docs/product.md §M2 (Admin dashboard) and decision 0044: an admin withdraws a verification once given. */
describe('revoking a verification', () => {
  /** A member whose document an admin approved, as the ID Verifications tab does; and that admin. */
  async function verifiedMember(email: string, userType: 'owner' | 'enthusiast' = 'owner') {
    const user = await insertUser(ctx.db, {
      email,
      firstName: 'Vera',
      lastName: 'Checked',
      userType,
      riderWeight: userType === 'enthusiast' ? '9-11st' : null,
    });
    const cookie = await signIn(ctx.app, email);
    await upload(user.id, cookie, { name: 'id.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    const { cookie: admin } = await signInAsNewAdmin(ctx.app, ctx.db, `warden-${user.id}`);
    const approved = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: user.id,
      action: 'verified',
    });
    expect(approved.statusCode).toBe(200);
    return { id: user.id, cookie, admin };
  }

  it('sets the member rejected, takes the mark off what others see, mails why and logs it', async () => {
    const { id, cookie, admin } = await verifiedMember('vera@example.test');
    const horse = await insertHorse(ctx.db, {
      ownerId: id,
      postcode: 'YO1 7HH',
      latitude: 53.96,
      longitude: -1.08,
    });
    const rider = await insertUser(ctx.db, {
      email: 'rider-looking@example.test',
      userType: 'enthusiast',
      riderWeight: '9-11st',
    });
    const riderCookie = await signIn(ctx.app, 'rider-looking@example.test');
    // Before: another member, a visitor on the horse's page and on browse (kept a moment) see Verified.
    expect((await statusOf(`/api/users/${id}`, riderCookie)).verificationStatus).toBe('verified');
    expect((await statusOf(`/api/horses/${horse.id}`)).owner.verificationStatus).toBe('verified');
    expect(await browsedOwnerStatus(horse.id)).toBe('verified');

    const res = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: id,
      action: 'rejected',
      reason: 'not-identity-document',
      note: 'The licence belongs to someone else.',
      currentStatus: 'verified',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: id, verificationStatus: 'rejected' });

    expect((await statusOf(`/api/users/${id}`, riderCookie)).verificationStatus).toBe('rejected');
    expect((await statusOf(`/api/horses/${horse.id}`)).owner.verificationStatus).toBe('rejected');
    expect(await browsedOwnerStatus(horse.id)).toBe('rejected');
    expect((await statusOf('/api/auth/me', cookie)).verificationStatus).toBe('rejected');
    expect(rider.id).not.toBe(id);

    const mail = await smtp.waitForMessage(
      (m) => m.subject?.includes('verification has been withdrawn') ?? false,
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('vera@example.test');
    for (const part of [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']) {
      expect(part).toContain('withdrawn the verification of your account');
      expect(part).toContain('no longer shows the Verified mark');
      expect(part).toContain('is not a photo identity document');
      expect(part).toContain('The licence belongs to someone else.');
      expect(part).toContain('upload another identity document');
    }
    expect(mail.text).not.toContain('Thank you for sending your document');

    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0]).toMatchObject({
      action: 'verification.rejected',
      targetType: 'user',
      targetId: id,
      adminUsername: `warden-${id}`,
      detail: {
        previousStatus: 'verified',
        reason: 'not-identity-document',
        note: 'The licence belongs to someone else.',
      },
      member: { id, name: 'Vera Checked', deleted: false },
    });
    const listed = (await sendAs(ctx.app, admin, 'GET', `/api/admin/users?id=${id}`)).json();
    expect(listed[0].verificationStatus).toBe('rejected');
  });

  it('lets the member change the name that was checked once the verification is withdrawn', async () => {
    const { id, cookie, admin } = await verifiedMember('rename@example.test', 'enthusiast');
    const rename = () =>
      sendAs(ctx.app, cookie, 'PUT', `/api/users/${id}`, {
        firstName: 'Veronica',
        lastName: 'Checked',
        location: 'York',
        postcode: 'YO1 7HH',
        riderWeight: '9-11st',
      });
    const held = await rename();
    expect(held.statusCode).toBe(400);
    expect(held.json().fieldErrors.firstName).toEqual([PROFILE_MESSAGES.nameCheckedAgainstId]);

    // A bare rejection (the specification's body) withdraws it too, recorded as "other".
    const res = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: id,
      action: 'rejected',
    });
    expect(res.statusCode).toBe(200);
    const renamed = await rename();
    expect(renamed.statusCode).toBe(200);
    expect((await statusOf(`/api/users/${id}`)).firstName).toBe('Veronica');
    const log = (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json();
    expect(log[0].detail).toMatchObject({ previousStatus: 'verified', reason: 'other' });
  });

  it('refuses bad input, members and visitors, and what is not a verification to withdraw, changing nothing', async () => {
    const { id, cookie, admin } = await verifiedMember('kept@example.test');
    const revoke = (body: object, as = admin) =>
      sendAs(ctx.app, as, 'POST', '/api/admin/approve-verification', {
        userId: id,
        action: 'rejected',
        ...body,
      });
    const logLength = async () => (await sendAs(ctx.app, admin, 'GET', '/api/admin/audit-log')).json().length;
    const entriesBefore = await logLength();

    for (const body of [
      { reason: 'forged' },
      { reason: 'expired', note: 'x'.repeat(1001) },
      { reason: 'expired', currentStatus: 'rejected' },
      { reason: 'expired', userId: 'someone' },
      { reason: 'expired', action: 'revoked' },
    ]) {
      const refused = await revoke(body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    // Only an admin: the member themself and a visitor are refused.
    expect((await revoke({ reason: 'expired' }, cookie)).statusCode).toBe(401);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/approve-verification',
      payload: { userId: id, action: 'rejected', reason: 'expired' },
    });
    expect(visitor.statusCode).toBe(401);
    // A rejection meant for a pending check (a stale queue) never withdraws a verification.
    const stale = await revoke({ reason: 'expired', currentStatus: 'pending' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIN_MESSAGES.verificationChanged);

    expect((await statusOf(`/api/users/${id}`)).verificationStatus).toBe('verified');
    expect(await logLength()).toBe(entriesBefore);
    const toMember = (m: (typeof smtp.messages)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
    expect(
      smtp.messages.filter(
        (m) => toMember(m).includes('kept@example.test') && m.subject?.includes('withdrawn'),
      ),
    ).toEqual([]);

    // Once withdrawn, there is nothing left to withdraw; nor for a member never verified.
    expect((await revoke({ reason: 'expired', currentStatus: 'verified' })).statusCode).toBe(200);
    const twice = await revoke({ reason: 'expired', currentStatus: 'verified' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_MESSAGES.verificationChanged);
    const bare = await revoke({ reason: 'expired' });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toBe(ADMIN_MESSAGES.nothingToReject);
    const never = await insertUser(ctx.db, { email: 'never@example.test' });
    const unverified = await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
      userId: never.id,
      action: 'rejected',
      reason: 'expired',
    });
    expect(unverified.statusCode).toBe(409);
    expect((await statusOf(`/api/users/${never.id}`)).verificationStatus).toBe('unverified');
    expect(
      (
        await sendAs(ctx.app, admin, 'POST', '/api/admin/approve-verification', {
          userId: 999_999,
          action: 'rejected',
          currentStatus: 'verified',
        })
      ).statusCode,
    ).toBe(404);
  });
});
