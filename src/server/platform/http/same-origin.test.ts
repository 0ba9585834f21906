import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://stablemates.example' } });

/** A state-changing call a browser page could make, with the headers it (or an attacker) would send. */
const post = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

describe('same-origin check against PUBLIC_URL', () => {
  it('refuses another origin even when the Host header names that same origin', async () => {
    const res = await post({ origin: 'https://evil.example', host: 'evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not allowed.');
  });

  it('refuses an http:// page of our own host when the site is https', async () => {
    const res = await post({ origin: 'http://stablemates.example', host: 'stablemates.example' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts our own public origin, whatever the Host header says (a proxy may rewrite it)', async () => {
    const res = await post({ origin: 'https://stablemates.example', host: '10.0.0.5:5000' });
    expect(res.statusCode).not.toBe(403);
  });
});
