import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rerunMigrationUpdates } from '#tests/setup/migrations.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { insertUser } from '#server/db/factories.js';
import { conversationNotices } from '#server/db/schema/index.js';

const ctx = useTestApp();

describe('migration 0020: one notice row per conversation', () => {
  it('keeps when each member was last told and last mailed about each conversation', async () => {
    const [olly, ella, sam, nina] = await Promise.all(
      ['olly', 'ella', 'sam', 'nina'].map((name) => insertUser(ctx.db, { email: `${name}@example.test` })),
    );
    if (!olly || !ella || !sam || !nina) throw new Error('members not inserted');
    // The two tables as they stood before the migration, with a conversation in each, and one in both.
    await ctx.db.execute(
      sql`create table thread_notices (receiver_id integer, sender_id integer, told_at timestamptz)`,
    );
    await ctx.db.execute(
      sql`create table message_notices (receiver_id integer, sender_id integer, sent_at timestamptz)`,
    );
    const at = (iso: string) => new Date(iso).toISOString();
    await ctx.db.execute(sql`insert into thread_notices values
      (${olly.id}, ${ella.id}, ${at('2026-11-20T10:00:00Z')}),
      (${olly.id}, ${sam.id}, ${at('2026-11-20T12:00:00Z')})`);
    await ctx.db.execute(sql`insert into message_notices values
      (${olly.id}, ${sam.id}, ${at('2026-11-20T11:00:00Z')}),
      (${nina.id}, ${ella.id}, ${at('2026-11-19T09:00:00Z')})`);

    try {
      await rerunMigrationUpdates(ctx.db, '0020_conversation_notices.sql');
    } finally {
      await ctx.db.execute(sql`drop table thread_notices, message_notices`);
    }

    const rows = await ctx.db.select().from(conversationNotices);
    const byPair = (receiverId: number, senderId: number) =>
      rows.find((row) => row.receiverId === receiverId && row.senderId === senderId);
    expect(rows).toHaveLength(3);
    // Pushed only: told, never mailed.
    expect(byPair(olly.id, ella.id)).toMatchObject({
      toldAt: new Date(at('2026-11-20T10:00:00Z')),
      mailedAt: null,
    });
    // Mailed, then pushed later: told at the later, mailed at the mail.
    expect(byPair(olly.id, sam.id)).toMatchObject({
      toldAt: new Date(at('2026-11-20T12:00:00Z')),
      mailedAt: new Date(at('2026-11-20T11:00:00Z')),
    });
    // Mailed only: the mail told them too.
    expect(byPair(nina.id, ella.id)).toMatchObject({
      toldAt: new Date(at('2026-11-19T09:00:00Z')),
      mailedAt: new Date(at('2026-11-19T09:00:00Z')),
    });
  });
});
