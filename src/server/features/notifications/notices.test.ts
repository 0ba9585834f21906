import { describe, expect, it } from 'vitest';
import type { NoticeList } from '#contract/notices.js';
import { useCalendarDay } from '#tests/setup/calendar-clock.js';
import { sendAs, signInNamedMember } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertHorse, insertRequest } from '#server/db/factories.js';

/**
 * The bell's notices (decision 0052): every arrangement notice is kept for its member, even one whose
 * address nobody confirmed (no e-mail can reach them), newest first with an unread count; a member marks
 * one or all read, and never another's.
 */
useCalendarDay('2026-12-01');
const ctx = useTestApp();

const list = async (cookie: string) =>
  (await sendAs(ctx.app, cookie, 'GET', '/api/notices')).json<NoticeList>();

describe('notices in the app', () => {
  it('keeps each arrangement notice for its member, newest first, and marks one or all read', async () => {
    const fiona = await signInNamedMember(ctx.app, ctx.db, 'Fiona', 'owner');
    const ella = await signInNamedMember(ctx.app, ctx.db, 'Ella', 'enthusiast', { emailVerifiedAt: null });
    const horse = await insertHorse(ctx.db, { ownerId: fiona.user.id, name: 'Biscuit' });
    const ask = (day: string) =>
      insertRequest(ctx.db, {
        horseId: horse.id,
        requesterId: ella.user.id,
        ownerId: fiona.user.id,
        startDate: day,
        endDate: day,
      });
    const first = await ask('2026-12-08');
    const second = await ask('2026-12-09');
    for (const [id, action] of [
      [first.id, 'accept'],
      [second.id, 'decline'],
    ] as const) {
      const res = await sendAs(ctx.app, fiona.cookie, 'POST', `/api/requests/${id}/${action}`, {});
      expect(res.statusCode, res.body).toBe(200);
    }

    const shown = await list(ella.cookie);
    expect(shown.unread).toBe(2);
    expect(shown.notices.map(({ words, link, kind, readAt }) => ({ words, link, kind, readAt }))).toEqual([
      {
        words: 'Fiona declined your visit to Biscuit on Wed 9 Dec',
        link: `/requests?id=${second.id}`,
        kind: 'decision',
        readAt: null,
      },
      {
        words: 'Fiona accepted your visit to Biscuit on Tue 8 Dec',
        link: `/requests?id=${first.id}`,
        kind: 'decision',
        readAt: null,
      },
    ]);
    expect((await list(fiona.cookie)).notices).toEqual([]);

    // Fiona cannot mark Ella's notice read; Ella can, then all of them.
    const [newest] = shown.notices;
    expect((await sendAs(ctx.app, fiona.cookie, 'POST', `/api/notices/${newest!.id}/read`)).statusCode).toBe(
      204,
    );
    expect((await list(ella.cookie)).unread).toBe(2);
    expect((await sendAs(ctx.app, ella.cookie, 'POST', `/api/notices/${newest!.id}/read`)).statusCode).toBe(
      204,
    );
    const after = await list(ella.cookie);
    expect(after.unread).toBe(1);
    expect(after.notices[0]?.readAt).toEqual(expect.any(String));
    expect((await sendAs(ctx.app, ella.cookie, 'POST', '/api/notices/read-all')).statusCode).toBe(204);
    expect((await list(ella.cookie)).unread).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });
});
