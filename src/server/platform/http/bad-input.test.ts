import { describe, expect, it } from 'vitest';
import { signInNewMember } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { loggableError } from './database-errors.js';

const ctx = useTestApp();

/** Bad input of any kind gets a 4xx and never a 500 (a second read of the API found these). */
describe('bad input', () => {
  it('answers ids beyond what the database holds with 400, not 500', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, { email: 'ann@example.test' });
    const huge = '99999999999';
    const requests = [
      { method: 'GET', url: `/api/users/${huge}` },
      { method: 'GET', url: `/api/horses/${huge}` },
      { method: 'GET', url: `/api/horses?ownerId=${huge}` },
      { method: 'GET', url: `/api/messages?userId=1&otherUserId=${huge}` },
      { method: 'PUT', url: `/api/messages/${huge}/read` },
      { method: 'POST', url: '/api/messages', payload: { receiverId: Number(huge), content: 'hi' } },
    ] as const;
    for (const request of requests) {
      const res = await ctx.app.inject({ ...request, headers: { cookie } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
    }
  });

  it('refuses NUL characters anywhere with 400', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x\u0000@example.test', password: 'whatever1' },
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A\u0000', email: 'a@example.test', subject: 's', message: 'm' },
      },
      { method: 'GET', url: '/api/horses?location=York%00' },
    ] as const;
    for (const request of cases) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json().message).toBe('Text cannot contain NUL characters.');
    }
  });

  it('answers a broken multipart body with 400', async () => {
    const { cookie } = await signInNewMember(ctx.app, ctx.db, {
      email: 'owner@example.test',
      userType: 'owner',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/horses/upload-image',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="horseImage"; filename="a.jpg"\r\n\r\ntrunc',
    });
    expect(res.statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For unless a proxy is configured, so rate limits hold', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { name: 'Ann', email: 'ann@example.test', subject: 'Hello', message: 'A question' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps query parameters (hashes, emails) out of logged database errors', () => {
    const error = new Error(
      'Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: a@b.test,$argon2id$secret',
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into users');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('a@b.test');
  });
});
