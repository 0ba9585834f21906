import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChangeFeed } from '#server/db/change-feed.js';
import type { Transaction } from '#server/db/client.js';
import { insertMessage } from '#server/db/factories.js';
import { blocks, messages } from '#server/db/schema/index.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { sendAs, signInNamedMember } from '#tests/setup/http.js';
import { useSecondProcess, useTestApp } from '#tests/setup/test-app.js';
import { createUnreadCounts } from './unread-counts.js';

/**
 * The badge's count is kept in memory in each process (decision 0062) and must still be what the member
 * would count in their conversations: after a new message, after reading one, after a moderator hides one,
 * after a block and an unblock, and after a write that goes round the services altogether (only the
 * database's triggers can tell of that one). Two apps on one database, as two processes behind the load
 * balancer (on PostgreSQL each with its own pool): the badge is read in the process that did not make the
 * change, after it was read once there, so it would be answered from memory if nothing dropped it.
 */
const ctx = useTestApp();
const other = useSecondProcess(ctx);
const within1s = { timeout: 1000, interval: 25 };

type Member = Awaited<ReturnType<typeof signInNamedMember>>;

/** The number on the member's badge, as one process answers the poll. */
async function badge(app: FastifyInstance, member: Member): Promise<number> {
  const res = await sendAs(app, member.cookie, 'GET', `/api/messages/unread-count?userId=${member.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
}

/** Bob's badge in both processes, each asked twice (the second answer from memory), all agreeing. */
async function badgeEverywhere(bob: Member): Promise<number> {
  const counts = [];
  for (const app of [ctx.app, other.app]) counts.push(await badge(app, bob), await badge(app, bob));
  expect(new Set(counts).size, `answers ${counts.join(', ')}`).toBe(1);
  return counts[0]!;
}

/** Bob (an owner) with the given number of unread messages from Ann, and Cat who wrote him one too. */
async function scene(fromAnn: number) {
  const ann = await signInNamedMember(ctx.app, ctx.db, 'Ann', 'enthusiast');
  const bob = await signInNamedMember(ctx.app, ctx.db, 'Bob', 'owner');
  const cat = await signInNamedMember(ctx.app, ctx.db, 'Cat', 'enthusiast');
  const annsMessages = [];
  for (let i = 0; i < fromAnn; i++) {
    annsMessages.push(await insertMessage(ctx.db, { senderId: ann.user.id, receiverId: bob.user.id }));
  }
  const catsMessage = await insertMessage(ctx.db, { senderId: cat.user.id, receiverId: bob.user.id });
  return { ann, bob, cat, annsMessages, catsMessage };
}

/** Writes in one transaction with the triggers switched off, so no change notice tells of them. */
async function unannounced(write: (tx: Transaction) => Promise<unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

describe("the unread badge, kept in memory, stays the member's true count", () => {
  it('counts a new message at once where it was sent, and in the other process within a second', async () => {
    const { ann, bob } = await scene(0);
    expect(await badgeEverywhere(bob)).toBe(1);
    const sent = await sendAs(ctx.app, ann.cookie, 'POST', '/api/messages', {
      receiverId: bob.user.id,
      content: 'Is Saturday still free?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The process that took the message waits for its own notice before reading from memory.
    expect(await badge(ctx.app, bob)).toBe(2);
    await expect.poll(() => badge(other.app, bob), within1s).toBe(2);
  });

  it('goes down when the member reads a message, in every process', async () => {
    const { bob, annsMessages } = await scene(2);
    expect(await badgeEverywhere(bob)).toBe(3);
    const read = await sendAs(ctx.app, bob.cookie, 'PUT', `/api/messages/${annsMessages[0]!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(await badge(ctx.app, bob)).toBe(2);
    await expect.poll(() => badge(other.app, bob), within1s).toBe(2);
  });

  it('leaves out a message a moderator hid, in every process', async () => {
    const { bob, catsMessage } = await scene(1);
    expect(await badgeEverywhere(bob)).toBe(2);
    const report = await sendAs(ctx.app, bob.cookie, 'POST', '/api/reports', {
      targetType: 'message',
      targetId: catsMessage.id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(await badgeEverywhere(bob)).toBe(2);
    const admin = await signInAsNewAdmin(ctx.app, ctx.db);
    const decision = await sendAs(
      ctx.app,
      admin.cookie,
      'POST',
      `/api/admin/reports/${(report.json() as { id: number }).id}/decision`,
      { action: 'hide' },
    );
    expect(decision.statusCode, decision.body).toBe(200);
    for (const app of [ctx.app, other.app]) await expect.poll(() => badge(app, bob), within1s).toBe(1);
  });

  it('leaves out a blocked member’s messages while the block stands, in every process', async () => {
    const { ann, bob } = await scene(2);
    expect(await badgeEverywhere(bob)).toBe(3);
    expect((await sendAs(ctx.app, bob.cookie, 'PUT', `/api/blocks/${ann.user.id}`)).statusCode).toBe(204);
    expect(await badge(ctx.app, bob)).toBe(1);
    await expect.poll(() => badge(other.app, bob), within1s).toBe(1);
    // Ann's own badge is not Bob's block's business: she has nothing unread either way.
    expect(await badge(other.app, ann)).toBe(0);
    expect((await sendAs(other.app, bob.cookie, 'DELETE', `/api/blocks/${ann.user.id}`)).statusCode).toBe(
      204,
    );
    expect(await badge(other.app, bob)).toBe(3);
    await expect.poll(() => badge(ctx.app, bob), within1s).toBe(3);
  });

  it('follows writes made straight to the database, round every service: the triggers tell of them', async () => {
    const { bob, cat, annsMessages, catsMessage } = await scene(3);
    const everywhere = async (expected: number) => {
      for (const app of [ctx.app, other.app])
        await expect.poll(() => badge(app, bob), within1s).toBe(expected);
    };
    expect(await badgeEverywhere(bob)).toBe(4);
    await ctx.db.update(messages).set({ isRead: true }).where(eq(messages.id, annsMessages[0]!.id));
    await everywhere(3);
    await ctx.db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, annsMessages[1]!.id));
    await everywhere(2);
    await insertMessage(ctx.db, { senderId: cat.user.id, receiverId: bob.user.id });
    await everywhere(3);
    await ctx.db.delete(messages).where(eq(messages.id, catsMessage.id));
    await everywhere(2);
    await ctx.db.insert(blocks).values({ blockerId: bob.user.id, blockedId: cat.user.id });
    await everywhere(1);
    await ctx.db.delete(blocks).where(eq(blocks.blockerId, bob.user.id));
    await everywhere(2);
    // A message given to someone else leaves Bob's count and enters Cat's.
    expect(await badge(other.app, cat)).toBe(0);
    await ctx.db
      .update(messages)
      .set({ receiverId: cat.user.id })
      .where(eq(messages.id, annsMessages[2]!.id));
    await everywhere(1);
    await expect.poll(() => badge(other.app, cat), within1s).toBe(1);
  });

  it('is answered from memory: a write the triggers do not announce goes unseen until the next notice', async () => {
    // The proof that the tests above read a kept count: with the triggers switched off for one
    // transaction, the kept count stays as it was, in both processes.
    const { ann, bob } = await scene(1);
    expect(await badgeEverywhere(bob)).toBe(2);
    await unannounced((tx) =>
      tx.update(messages).set({ isRead: true }).where(eq(messages.receiverId, bob.user.id)),
    );
    expect(await badgeEverywhere(bob)).toBe(2);
    // The next announced change to Bob's messages drops the count, and the truth is read again.
    await insertMessage(ctx.db, { senderId: ann.user.id, receiverId: bob.user.id });
    for (const app of [ctx.app, other.app]) await expect.poll(() => badge(app, bob), within1s).toBe(1);
  });
});

describe('the kept counts on their own', () => {
  it('with the change feed down, reads every count from the database and keeps none', async () => {
    const { bob, annsMessages } = await scene(2);
    const feed = createChangeFeed(ctx.testDatabase.handle);
    await feed.close();
    const counts = createUnreadCounts(feed);
    expect(await counts.of(ctx.db, bob.user.id)).toBe(3);
    await ctx.db.update(messages).set({ isRead: true }).where(eq(messages.id, annsMessages[0]!.id));
    expect(await counts.of(ctx.db, bob.user.id)).toBe(2);
    await ctx.db.insert(blocks).values({ blockerId: bob.user.id, blockedId: annsMessages[1]!.senderId });
    expect(await counts.of(ctx.db, bob.user.id)).toBe(1);
    expect(await counts.fresh(ctx.db, bob.user.id)).toBe(1);
    expect(counts.size).toBe(0);
  });

  it('keeps at most its bound of members, dropping the longest kept', async () => {
    const { ann, bob, cat } = await scene(2);
    const feed = createChangeFeed(ctx.testDatabase.handle);
    try {
      expect(await feed.start()).toBe(true);
      const counts = createUnreadCounts(feed, 2);
      expect(await counts.of(ctx.db, bob.user.id)).toBe(3);
      expect(await counts.of(ctx.db, ann.user.id)).toBe(0);
      expect(await counts.of(ctx.db, cat.user.id)).toBe(0);
      expect(counts.size).toBe(2);
      // Writes no trigger announces: a kept count does not see them, one no longer kept is read anew.
      await unannounced(async (tx) => {
        await tx.update(messages).set({ isRead: true }).where(eq(messages.receiverId, bob.user.id));
        await insertMessage(tx, { senderId: ann.user.id, receiverId: cat.user.id });
      });
      expect(await counts.of(ctx.db, cat.user.id)).toBe(0);
      expect(await counts.of(ctx.db, bob.user.id)).toBe(0);
      expect(counts.size).toBe(2);
    } finally {
      await feed.close();
    }
  });
});
