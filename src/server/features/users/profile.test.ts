import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#contract/profile.js';
import { AUTH_MESSAGES } from '#contract/auth.js';
import { HELD_NAME_CASES } from '#contract/test-fixtures.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

const details = {
  firstName: 'Rosa',
  lastName: 'Hart',
  location: 'Leeds',
  postcode: 'ls1 4ap',
  bio: 'Weekend rider.',
  phone: '07700 900123',
  riderWeight: '9-11st',
};

async function member(
  userType: 'owner' | 'enthusiast' = 'enthusiast',
  email = `${userType}@example.test`,
  overrides: Parameters<typeof insertUser>[1] = {},
) {
  const user = await insertUser(ctx.db, {
    email,
    userType,
    riderWeight: userType === 'enthusiast' ? '9-11st' : null,
    ...overrides,
  });
  return { user, cookie: await signIn(ctx.app, email) };
}

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5230' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .toBuffer();

function uploadPhoto(id: number, cookie: string | undefined, data: Buffer, name = 'me.png') {
  const body = multipartFile('profileImage', { name, type: 'image/png', data });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${id}/profile-image`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const fileOf = (url: string) => path.join(ctx.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('PUT /api/users/{id}', () => {
  it('saves the details with the postcode normalised, and the member reads them back', async () => {
    const { user, cookie } = await member();
    const res = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, details);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Rosa',
      postcode: 'LS1 4AP',
      phone: '07700 900123',
      bio: 'Weekend rider.',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Rosa', location: 'Leeds' });
  });

  it('keeps the private riding experience when sent, and leaves it alone when left out', async () => {
    const { user, cookie } = await member();
    const put = (body: object) => sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, body);
    expect((await put({ ...details, experienceLevel: 'intermediate' })).json()).toMatchObject({
      experienceLevel: 'intermediate',
    });
    expect((await put(details)).json()).toMatchObject({ experienceLevel: 'intermediate' });
    expect((await put({ ...details, experienceLevel: 'wizard' })).statusCode).toBe(400);
    expect((await put({ ...details, experienceLevel: null })).json()).toMatchObject({
      experienceLevel: null,
    });
    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(publicView.json()).not.toHaveProperty('experienceLevel');
  });

  it('shows the chosen level on the public profile, and hides it when the member says so (issue 32)', async () => {
    const { user, cookie } = await member();
    const put = (body: object) => sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, body);
    const profile = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` })).json() as {
        experience: string | null;
      };
    expect((await put({ ...details, experienceLevel: 'advanced' })).json()).toMatchObject({
      showExperience: true,
      experience: 'Advanced',
    });
    expect((await profile()).experience).toBe('Advanced');

    expect((await put({ ...details, showExperience: false })).json()).toMatchObject({
      experienceLevel: 'advanced',
      showExperience: false,
    });
    expect((await profile()).experience).toBeNull();
    // Left out, the switch stays as it was.
    expect((await put(details)).json()).toMatchObject({ showExperience: false });
    expect((await put({ ...details, showExperience: 'yes' })).statusCode).toBe(400);
    expect((await profile()).experience).toBeNull();

    await put({ ...details, showExperience: true });
    expect((await profile()).experience).toBe('Advanced');
  });

  it('clears an optional field sent empty', async () => {
    const { user, cookie } = await member();
    const res = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, {
      ...details,
      phone: '',
      bio: '',
    });
    expect(res.json()).toMatchObject({ phone: null, bio: null });
  });

  it('refuses another member (403) and a visitor (401)', async () => {
    const { user } = await member('enthusiast', 'rosa@example.test');
    const { cookie: other } = await member('owner', 'oscar@example.test');
    const asOther = await sendAs(ctx.app, other, 'PUT', `/api/users/${user.id}`, details);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().message).toBe(PROFILE_MESSAGES.notYourProfile);
    const signedOut = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: details });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['postcode', { postcode: 'NOT A CODE' }, AUTH_MESSAGES.postcodeInvalid],
    ['phone', { phone: '12345' }, PROFILE_MESSAGES.phoneInvalid],
    ['firstName', { firstName: ' ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['location', { location: '' }, 'Town/city is required'],
    ['bio', { bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
    ['riderWeight', { riderWeight: null }, AUTH_MESSAGES.riderWeightRequired],
  ])('answers 400 naming %s', async (field, change, message) => {
    const { user, cookie } = await member();
    const res = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, { ...details, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it.each(HELD_NAME_CASES)(
    'keeps the name an ID check is about (%s): a changed name is refused, the same name saves the rest',
    async (verificationStatus, why) => {
      const { user, cookie } = await member('enthusiast', `checked-${verificationStatus}@example.test`, {
        firstName: 'Rosa',
        lastName: 'Hart',
        verificationStatus,
      });
      const put = (body: object) => sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, body);

      const renamed = await put({ ...details, lastName: 'Stone' });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toEqual({
        message: why,
        fieldErrors: { lastName: [why] },
      });
      const both = await put({ ...details, firstName: 'Rose', lastName: 'Stone' });
      expect(Object.keys(both.json().fieldErrors)).toEqual(['firstName', 'lastName']);

      const kept = await put({ ...details, firstName: ' Rosa ', bio: 'Still me.' });
      expect(kept.statusCode).toBe(200);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ firstName: 'Rosa', lastName: 'Hart', bio: 'Still me.' });
    },
  );

  it('lets a member whose ID check was rejected correct their name before sending another document', async () => {
    const { user, cookie } = await member('enthusiast', 'rejected@example.test', {
      verificationStatus: 'rejected',
    });
    const res = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, details);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Rosa', lastName: 'Hart' });
  });

  it('refuses a rider weight from an owner', async () => {
    const { user, cookie } = await member('owner');
    const res = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, details);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.riderWeight).toContain(AUTH_MESSAGES.riderWeightOwner);
    const ok = await sendAs(ctx.app, cookie, 'PUT', `/api/users/${user.id}`, {
      ...details,
      riderWeight: null,
      phone: '+44 20 7946 0018',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('profile photo', () => {
  it('stores a square re-encoded copy without metadata, and a new one removes the old file', async () => {
    const { user, cookie } = await member();
    const first = await uploadPhoto(user.id, cookie, await png());
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profileImage;
    expect(firstUrl).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    const second = await uploadPhoto(user.id, cookie, await png(200, 400));
    const secondUrl: string = second.json().profileImage;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(fileOf(firstUrl))).toBe(false);
    expect(await exists(fileOf(secondUrl))).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().profileImage).toBe(secondUrl);
  });

  it('decides by content: a text file named .png is refused with 415', async () => {
    const { user, cookie } = await member();
    const res = await uploadPhoto(user.id, cookie, Buffer.from('not a picture at all'), 'me.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(PROFILE_MESSAGES.imageWrongType);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { user, cookie } = await member();
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 7)]);
    const res = await uploadPhoto(user.id, cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PROFILE_MESSAGES.imageTooLarge);
  });

  it('deletes the photo and its file; a second delete is 404', async () => {
    const { user, cookie } = await member();
    const url: string = (await uploadPhoto(user.id, cookie, await png())).json().profileImage;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/profile-image`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profileImage: null });
    expect(await exists(fileOf(url))).toBe(false);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/profile-image`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is the member’s own only: 403 for another member, 401 signed out, for upload and delete', async () => {
    const { user } = await member('enthusiast', 'rosa@example.test');
    const { cookie: other } = await member('owner', 'oscar@example.test');
    expect((await uploadPhoto(user.id, other, await png())).statusCode).toBe(403);
    expect((await uploadPhoto(user.id, undefined, await png())).statusCode).toBe(401);
    const del = (cookie?: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/${user.id}/profile-image`,
        headers: cookie ? { cookie } : {},
      });
    expect((await del(other)).statusCode).toBe(403);
    expect((await del()).statusCode).toBe(401);
  });
});

describe('POST /api/users/{id}/mark-browsed', () => {
  it('sets hasBrowsedHorses for the member only', async () => {
    const { user, cookie } = await member('enthusiast', 'rosa@example.test');
    const { cookie: other } = await member('owner', 'oscar@example.test');
    const url = `/api/users/${user.id}/mark-browsed`;
    expect((await ctx.app.inject({ method: 'POST', url, headers: { cookie: other } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().hasBrowsedHorses).toBe(true);
  });
});
