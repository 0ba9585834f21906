import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PublicHorseSchema } from '#contract/horses.js';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { horses } from '#server/db/schema/index.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { findHorsesWithOwners } from './horse-index.repository.js';
import { toHorseView } from './horses.views.js';
import { createPublicCards } from './public-cards.js';

const ctx = useTestApp();
const TODAY = '2026-03-04';
const APPROVED = '/uploads/horses/approved-photo.webp';
const UNDER_REVIEW = '/uploads/horses/under-review-photo.webp';

/** The reply as it was made before cards were kept: every view checked and serialised on the spot. */
const replyOf = (rows: Parameters<typeof toHorseView>[0][], viewerId?: number) =>
  JSON.stringify(z.array(PublicHorseSchema).parse(rows.map((row) => toHorseView(row, viewerId, TODAY))));

async function ownerWithHorses() {
  const owner = await insertUser(ctx.db, { email: 'owner@example.test', userType: 'owner' });
  const photographed = await insertHorse(ctx.db, {
    ownerId: owner.id,
    name: 'Bramble',
    images: [UNDER_REVIEW, APPROVED],
    imageApprovalStatus: ['pending', 'approved'],
  });
  const plain = await insertHorse(ctx.db, { ownerId: owner.id, name: 'Juniper' });
  const rows = await findHorsesWithOwners(ctx.db, [photographed.id, plain.id]);
  return { owner, rows: rows.sort((a, b) => a.horse.id - b.horse.id) };
}

describe('public cards (a horse serialised once for lists)', () => {
  it('sends, byte for byte, what checking and serialising each view sent, with and without distances', async () => {
    const { rows } = await ownerWithHorses();
    const cards = createPublicCards();
    const near = rows.map((row, i) => ({ ...row, distanceMiles: [0, 12.3][i] }));
    expect(cards.listJson(near, undefined, TODAY)).toBe(replyOf(near));
    expect(cards.listJson(rows, undefined, TODAY)).toBe(replyOf(rows));
    // Again from the kept cards, a member's other than the owner's too.
    expect(cards.listJson(near, undefined, TODAY)).toBe(replyOf(near));
    expect(cards.listJson(near, 999, TODAY)).toBe(replyOf(near, 999));
    expect(cards.listJson([], undefined, TODAY)).toBe('[]');
  });

  it("never keeps an owner's own view (photos under review) for anyone else, whoever asked first", async () => {
    const { owner, rows } = await ownerWithHorses();
    const cards = createPublicCards();
    const own = cards.listJson(rows, owner.id, TODAY);
    expect(own).toContain(UNDER_REVIEW);
    expect(own).toBe(replyOf(rows, owner.id));
    const visitor = cards.listJson(rows, undefined, TODAY);
    expect(visitor).not.toContain(UNDER_REVIEW);
    expect(visitor).toContain(APPROVED);
    // And the other way round: a kept public card is not what the owner is sent.
    expect(cards.listJson(rows, owner.id, TODAY)).toContain(UNDER_REVIEW);
  });

  it('makes a card again for a row read again (a change), another day or another Premium', async () => {
    const { rows } = await ownerWithHorses();
    const cards = createPublicCards();
    const [first] = rows;
    expect(cards.listJson([first!], undefined, TODAY)).toContain('"name":"Bramble"');
    // The change feed drops the row; the next read is a new row object with the change in it.
    await ctx.db.update(horses).set({ name: 'Renamed' }).where(eq(horses.id, first!.horse.id));
    const [again] = await findHorsesWithOwners(ctx.db, [first!.horse.id]);
    expect(cards.listJson([again!], undefined, TODAY)).toContain('"name":"Renamed"');
    // The same row, Premium now: the badge follows.
    expect(cards.listJson([{ ...again!, isPremium: true }], undefined, TODAY)).toContain('"isPremium":true');
    expect(cards.listJson([again!], undefined, '2026-03-05')).toBe(
      replyOf([again!]).replaceAll(TODAY, TODAY),
    );
  });
});
