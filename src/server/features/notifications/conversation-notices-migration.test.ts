import { describe, expect, it } from 'vitest';
import { rerunMigrationUpdates } from '#tests/setup/migrations.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { conversationNotices, messageNotices, threadNotices } from '#server/db/schema/index.js';

const ctx = useTestApp();

describe('migration 0020: one notice row per conversation', () => {
  it('keeps when each member was last told and last mailed about each conversation', async () => {
    const [olly, ella, sam, nina] = await Promise.all(
      ['olly', 'ella', 'sam', 'nina'].map((name) => insertUser(ctx.db, { email: `${name}@example.test` })),
    );
    if (!olly || !ella || !sam || !nina) throw new Error('members not inserted');
    // The two tables as the previous release left them, with a conversation in each, and one in both.
    const at = (iso: string) => new Date(iso);
    await ctx.db.insert(threadNotices).values([
      { receiverId: olly.id, senderId: ella.id, toldAt: at('2026-11-20T10:00:00Z') },
      { receiverId: olly.id, senderId: sam.id, toldAt: at('2026-11-20T12:00:00Z') },
    ]);
    await ctx.db.insert(messageNotices).values([
      { receiverId: olly.id, senderId: sam.id, sentAt: at('2026-11-20T11:00:00Z') },
      { receiverId: nina.id, senderId: ella.id, sentAt: at('2026-11-19T09:00:00Z') },
    ]);

    await rerunMigrationUpdates(ctx.db, '0020_conversation_notices.sql');

    const rows = await ctx.db.select().from(conversationNotices);
    const byPair = (receiverId: number, senderId: number) =>
      rows.find((row) => row.receiverId === receiverId && row.senderId === senderId);
    expect(rows).toHaveLength(3);
    // Pushed only: told, never mailed.
    expect(byPair(olly.id, ella.id)).toMatchObject({
      toldAt: at('2026-11-20T10:00:00Z'),
      mailedAt: null,
    });
    // Mailed, then pushed later: told at the later, mailed at the mail.
    expect(byPair(olly.id, sam.id)).toMatchObject({
      toldAt: at('2026-11-20T12:00:00Z'),
      mailedAt: at('2026-11-20T11:00:00Z'),
    });
    // Mailed only: the mail told them too.
    expect(byPair(nina.id, ella.id)).toMatchObject({
      toldAt: at('2026-11-19T09:00:00Z'),
      mailedAt: at('2026-11-19T09:00:00Z'),
    });
  });
});
