import { describe, expect, it } from 'vitest';
import { sessionCookieOf } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { DEFAULT_PASSWORD, insertUser } from '#server/db/factories.js';

const smtp = useSmtpServer();

const ctx = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.example', SITE_NAME: 'Stablemates' }),
});

describe('password reset over real SMTP', () => {
  it('mails a link that resets the password once; the old password and old sessions stop working', async () => {
    await insertUser(ctx.db, { email: 'mara@example.test', firstName: 'Mara' });
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'mara@example.test', password },
      });
    const oldSession = sessionCookieOf(await login(DEFAULT_PASSWORD));

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'attacker.example' },
      payload: { email: 'MARA@example.test' },
    });
    expect(res.statusCode).toBe(200);

    const mail = await smtp.waitForMessage(
      (m) => m.subject?.includes('Reset your Stablemates password') ?? false,
    );
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('mara@example.test');
    expect(mail.html).toContain('Choose a new password');
    // The link comes from PUBLIC_URL, never from the Host header of the request.
    const link = mail.text?.match(/https:\/\/stablemates\.example\/reset-password\/([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();
    expect(mail.text).not.toContain('attacker.example');

    const token = link![1]!;
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Fresh-Paddock-88' },
    });
    expect(done.statusCode).toBe(200);

    expect((await login('Fresh-Paddock-88')).statusCode).toBe(200);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: oldSession! } });
    expect(me.statusCode).toBe(401);
  });

  it('sends nothing for an unknown address', async () => {
    await insertUser(ctx.db, { email: 'known@example.test' });
    const before = smtp.messages.length;
    const ask = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await ask('ghost@example.test');
    // A known address asked right after: once its mail is in, a mail for the first would have been too
    // (no sleep to guess how long a mail takes).
    await ask('known@example.test');
    await smtp.waitForMessage((m) =>
      (m.to && 'text' in m.to ? m.to.text : '').includes('known@example.test'),
    );
    const sent = smtp.messages.slice(before).map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(sent).toEqual(['known@example.test']);
  });
});
