import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { siteMetrics } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';

const ctx = useTestApp();

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

describe('site metrics', () => {
  it('counts page loads and sign-ups per UK day for the last 30 days', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/metrics/visit' });
      expect(res.statusCode).toBe(204);
    }
    await insertUser(ctx.db);
    await insertUser(ctx.db, { createdAt: new Date(Date.now() - 3 * 24 * 3600_000) });
    await insertUser(ctx.db, { createdAt: new Date(Date.now() - 90 * 24 * 3600_000) });

    const { cookie } = await signInAsNewAdmin(ctx.app, ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/metrics', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const metrics = res.json();
    expect(metrics).toMatchObject({
      userCount: 3,
      horseCount: 0,
      pendingImagesCount: 0,
      pendingVerificationsCount: 0,
    });
    expect(metrics.daily).toHaveLength(30);
    const today = metrics.daily.at(-1);
    expect(today).toEqual({ date: ukToday(), visitCount: 3, registrationCount: 1 });
    const total = metrics.daily.reduce(
      (sum: number, day: { registrationCount: number }) => sum + day.registrationCount,
      0,
    );
    expect(total).toBe(2);

    // Today's totals are kept in the table too; the row holds no personal data.
    const [row] = await ctx.db.select().from(siteMetrics);
    expect(row).toMatchObject({
      date: ukToday(),
      userCount: 3,
      horseCount: 0,
      visitCount: 3,
      registrationCount: 1,
    });
  });

  it('limits how often one address can count a visit', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 61; i++)
      codes.add((await ctx.app.inject({ method: 'POST', url: '/api/metrics/visit' })).statusCode);
    expect(codes).toEqual(new Set([204, 429]));
  });
});
