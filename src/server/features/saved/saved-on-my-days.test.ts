import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer } from '#server/adapters/mailer/index.js';
import { insertAvailabilitySlot, insertHorse, insertUser } from '#server/db/factories.js';
import { savedSearches } from '#server/db/schema/index.js';
import { refreshFreeDays } from '#server/features/availability/index.js';
import { sendAs, signInMemberOfType } from '#tests/setup/http.js';
import { useSmtpServer } from '#tests/setup/smtp-server.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { sendSavedSearchDigests } from './saved-search-digest.js';

/**
 * A saved search "on my days" (docs/decisions/0050): kept with its weekdays, and its digest lists only
 * new horses free on one of them in the coming four weeks. The digest runs at a set instant, Wednesday
 * 4 March 2026, so no outcome depends on the day the test runs.
 */
const smtp = useSmtpServer();
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stablemates.test' }) });

const NOW = new Date('2026-03-04T11:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('a saved search on my days', () => {
  it('keeps its weekdays, Monday first, and refuses unknown or repeated ones naming weekdays', async () => {
    const rider = await signInMemberOfType(ctx.app, ctx.db, 'rider@example.test', 'enthusiast');
    const save = (weekdays: unknown) =>
      sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', { weekdays });
    const created = await save(['saturday', 'tuesday']);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ weekdays: ['tuesday', 'saturday'] });
    for (const bad of [['funday'], ['tuesday', 'tuesday'], 'tuesday']) {
      const res = await save(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().fieldErrors as object)[0], JSON.stringify(bad)).toMatch(/^weekdays/);
    }
    expect(await ctx.db.select().from(savedSearches)).toHaveLength(1);
  });

  it('mails the new horses free on its days, and names the days', async () => {
    const rider = await signInMemberOfType(ctx.app, ctx.db, 'rider@example.test', 'enthusiast');
    const created = await sendAs(ctx.app, rider.cookie, 'POST', '/api/saved-searches', {
      weekdays: ['tuesday'],
    });
    const twoDaysAgo = new Date(NOW.getTime() - 2 * DAY_MS);
    await ctx.db
      .update(savedSearches)
      .set({ checkedThrough: twoDaysAgo })
      .where(eq(savedSearches.id, created.json().id as number));
    const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
    const listed = { ownerId: owner.id, createdAt: new Date(NOW.getTime() - DAY_MS) };
    const tess = await insertHorse(ctx.db, { ...listed, name: 'Tuesday Tess' });
    const wendy = await insertHorse(ctx.db, { ...listed, name: 'Wednesday Wendy' });
    const weekly = { recurrenceType: 'weekly' as const, recurrenceEnd: '2026-04-30' };
    await insertAvailabilitySlot(ctx.db, {
      horseId: tess.id,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      ...weekly,
    });
    await insertAvailabilitySlot(ctx.db, {
      horseId: wendy.id,
      startDate: '2026-03-11',
      endDate: '2026-03-11',
      ...weekly,
    });
    await refreshFreeDays(ctx.db, '2026-03-04');

    smtp.messages.length = 0;
    const deps = {
      db: ctx.db,
      mailer: createMailer(ctx.config, () => undefined),
      siteName: 'Stablemates',
      publicUrl: 'https://stablemates.test',
      unsubscribeSecret: ctx.config.SESSION_SECRET,
    };
    expect(await sendSavedSearchDigests(deps, NOW)).toBe(1);
    const [mail] = smtp.messages;
    expect(mail?.text).toContain('"Anywhere · Free Tue"');
    expect(mail?.text).toContain('Tuesday Tess');
    expect(mail?.text).not.toContain('Wednesday Wendy');
    expect(mail?.text).toContain('https://stablemates.test/browse?weekdays=tuesday');
  });
});
