import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertUser } from '#server/db/factories.js';
import { redactSecrets } from '#server/platform/http/log-redaction.js';

/** Every line the app's logger and its outbox mailer write. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const ctx = useTestApp({
  env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://stablemates.example' },
  deps: ({ config }) => ({ logStream, mailer: createMailer(config, (line) => lines.push(line)) }),
});

async function tokenFromOutbox(): Promise<string> {
  const dir = path.join(ctx.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = await readdir(dir).catch(() => []);
    if (files.length) {
      const mail = await simpleParser(await readFile(path.join(dir, files[0]!)));
      const match = mail.text?.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
      if (match) return match[1]!;
    }
    await sleep(50);
  }
  throw new Error('no reset mail in the outbox');
}

describe('logs never hold reset tokens or passwords (issue 10)', () => {
  it('redacts the token of a real reset flow from the request log and the outbox announcement', async () => {
    await insertUser(ctx.db, { email: 'mara@example.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'mara@example.test' },
    });
    const token = await tokenFromOutbox();

    await ctx.app.inject({ method: 'GET', url: `/reset-password/${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/auth/anything?token=${token}&password=Secret-Pass-1` });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Fresh-Paddock-88' },
    });
    ctx.app.log.info({ body: { token, password: 'Fresh-Paddock-88' } }, 'a careless line that logs a body');

    const log = lines.join('\n');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toMatch(
      /mail to mara@example\.test .*links: https:\/\/stablemates\.example\/reset-password\/\[redacted\]/,
    );
    expect(log).not.toContain(token);
    expect(log).not.toContain('Fresh-Paddock-88');
    expect(log).not.toContain('Secret-Pass-1');
  });

  it('scrubs secrets from any text while leaving the rest readable', () => {
    expect(redactSecrets('GET /reset-password/abc123?x=1')).toBe('GET /reset-password/[redacted]?x=1');
    expect(redactSecrets('/api/x?resetToken=abc&page=2')).toBe('/api/x?resetToken=[redacted]&page=2');
    expect(redactSecrets('{"newPassword":"p\\"w","email":"a@b.test"}')).toBe(
      '{"newPassword":"[redacted]","email":"a@b.test"}',
    );
  });
});
