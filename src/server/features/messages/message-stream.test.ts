import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signIn } from '#tests/setup/http.js';
import { openSse } from '#tests/setup/sse.js';
import { useSecondProcess, useTestApp } from '#tests/setup/test-app.js';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import { insertHorse, insertUser } from '#server/db/factories.js';

const ctx = useTestApp();

/** A second server on the same database: on PostgreSQL with its own pool, as another process would be. */
const second = useSecondProcess(ctx);
const baseUrl = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A member's message stream, opened over real HTTP the way the browser holds it. */
const openStream = (app: FastifyInstance, cookie: string) =>
  openSse(`${baseUrl(app)}/api/messages/stream`, cookie);

/** Sends a message over real HTTP (not inject), so the stream sees it as from another connection. */
const postMessage = (app: FastifyInstance, cookie: string, body: object) =>
  fetch(`${baseUrl(app)}/api/messages`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
});

async function twoMembers() {
  const ann = await insertUser(ctx.db, {
    email: 'ann@example.test',
    userType: 'enthusiast',
    riderWeight: '9-11st',
  });
  const bob = await insertUser(ctx.db, { email: 'bob@example.test', userType: 'owner' });
  return {
    ann,
    bob,
    annCookie: await signIn(ctx.app, 'ann@example.test'),
    bobCookie: await signIn(ctx.app, 'bob@example.test'),
  };
}

/**
 * Ann and Bob, with Bob's stream open on `app` (its first unread count already read) while `use` runs;
 * the stream is closed afterwards whatever happens.
 */
async function withBobsStream(
  app: FastifyInstance,
  use: (
    members: Awaited<ReturnType<typeof twoMembers>> & { stream: Awaited<ReturnType<typeof openStream>> },
  ) => Promise<void>,
): Promise<void> {
  const members = await twoMembers();
  const stream = await openStream(app, members.bobCookie);
  try {
    await stream.waitFor((e) => e.event === 'unread');
    await use({ ...members, stream });
  } finally {
    stream.close();
  }
}

describe('live delivery', () => {
  // Live, not by the 30 s poll: the stream's own wait is a few seconds (a bound in time is bench's, not a
  // unit test's: this machine may be loaded).
  it('pushes a new message and the unread count to the receiver as it happens', () =>
    withBobsStream(ctx.app, async ({ ann, bob, annCookie, stream }) => {
      const res = await postMessage(ctx.app, annCookie, {
        senderId: ann.id,
        receiverId: bob.id,
        content: 'Are you free on Saturday?',
      });
      expect(res.status).toBe(201);
      const message = await stream.waitFor((e) => e.event === 'message');
      expect(message.data).toMatchObject({ content: 'Are you free on Saturday?', senderId: ann.id });
      await stream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 1);
    }));

  it('reaches a stream held by another server process on the same database', () =>
    withBobsStream(second.app, async ({ ann, bob, annCookie, stream }) => {
      await postMessage(ctx.app, annCookie, { receiverId: bob.id, content: 'Sent through the first server' });
      const message = await stream.waitFor((e) => e.event === 'message');
      expect(message.data).toMatchObject({ content: 'Sent through the first server', senderId: ann.id });
    }));

  it('takes a message a moderator hid out of an open thread at once, with the unread count', () =>
    withBobsStream(ctx.app, async ({ ann, bob, annCookie, bobCookie, stream }) => {
      const sent = await postMessage(ctx.app, annCookie, {
        receiverId: bob.id,
        content: 'Buy cheap hay now',
      });
      const { id } = (await sent.json()) as { id: number };
      await stream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 1);
      const report = await sendAs(ctx.app, bobCookie, 'POST', '/api/reports', {
        targetType: 'message',
        targetId: id,
        reason: 'spam',
      });
      expect(report.statusCode, report.body).toBe(201);
      const admin = await signInAsNewAdmin(ctx.app, ctx.db);
      const decision = await sendAs(
        ctx.app,
        admin.cookie,
        'POST',
        `/api/admin/reports/${report.json().id}/decision`,
        {
          action: 'hide',
        },
      );
      expect(decision.statusCode, decision.body).toBe(200);

      const hidden = await stream.waitFor((e) => e.event === 'hidden');
      expect(hidden.data).toEqual({ id, senderId: ann.id, receiverId: bob.id });
      await stream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 0);
    }));

  it('tells an open page of a new notice for the bell, from another process too', () =>
    withBobsStream(second.app, async ({ bob, annCookie, bobCookie, stream }) => {
      // Bob owns a horse; Ann asks to visit it, and the notice for Bob's bell is announced on his stream.
      const horse = await insertHorse(ctx.db, { ownerId: bob.id, name: 'Biscuit' });
      const asked = await sendAs(ctx.app, annCookie, 'POST', '/api/requests', {
        horseId: horse.id,
        service: 'general-care',
        startDate: addDays(londonToday(), 3),
      });
      expect(asked.statusCode, asked.body).toBe(201);
      await stream.waitFor((e) => e.event === 'notice');
      const notices = await sendAs(ctx.app, bobCookie, 'GET', '/api/notices');
      expect(notices.json().notices[0].words).toMatch(/asked to visit Biscuit/);
    }));

  it('stops delivering once the member signs out', () =>
    withBobsStream(ctx.app, async ({ ann, bob, annCookie, bobCookie, stream }) => {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: bobCookie } });
      // Bob signs in again elsewhere: the message reaching that stream is the sign that it was fanned out
      // to every stream of Bob's, so the old one has had its chance (no sleep to guess how long it takes).
      const fresh = await openStream(ctx.app, await signIn(ctx.app, 'bob@example.test'));
      try {
        await fresh.waitFor((e) => e.event === 'unread');
        await ctx.app.inject({
          method: 'POST',
          url: '/api/messages',
          headers: { cookie: annCookie },
          payload: { senderId: ann.id, receiverId: bob.id, content: 'secret after logout' },
        });
        await fresh.waitFor((e) => e.event === 'message');
        expect(stream.events.some((e) => e.event === 'message')).toBe(false);
      } finally {
        fresh.close();
      }
    }));

  it('refuses a signed-out stream', async () => {
    const res = await fetch(`${baseUrl(ctx.app)}/api/messages/stream`);
    expect(res.status).toBe(401);
  });
});
