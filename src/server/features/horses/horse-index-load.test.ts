import { describe, expect, it } from 'vitest';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { findAllIndexRows, findIndexRows } from './horse-index.repository.js';

const ctx = useTestApp();

describe("the search index's full load", () => {
  it('reads every placed, listed horse exactly as a row per horse reads it, and nothing else', async () => {
    const owner = await insertUser(ctx.db, { email: 'olly@example.test' });
    const other = await insertUser(ctx.db, { email: 'fiona@example.test' });
    const york = { latitude: 53.959, longitude: -1.0815 };
    const leeds = { latitude: 53.7997, longitude: -1.5492 };
    const listed = [
      // Two at one point, one with nothing optional set, one with everything.
      await insertHorse(ctx.db, { ownerId: owner.id, ...york }),
      await insertHorse(ctx.db, {
        ownerId: other.id,
        ...york,
        experienceLevel: 'expert',
        services: ['exercising-riding', 'general-care', 'occasional-cover'],
        freeDaysFrom: '2026-12-01',
        freeDays: 2 ** 40 + 5,
      }),
      await insertHorse(ctx.db, { ownerId: owner.id, ...leeds, services: ['stable-yard-help'] }),
    ];
    const left = [
      await insertHorse(ctx.db, { ownerId: owner.id }),
      await insertHorse(ctx.db, { ownerId: owner.id, ...leeds, hiddenAt: new Date() }),
      await insertHorse(ctx.db, { ownerId: other.id, ...york, pausedAt: new Date() }),
    ];

    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    const loaded = (await findAllIndexRows(ctx.db)).sort(byId);
    expect(loaded.map((row) => row.id)).toEqual(listed.map((horse) => horse.id));
    const oneByOne = await findIndexRows(
      ctx.db,
      listed.map((horse) => horse.id),
    );
    expect(loaded).toEqual(oneByOne.sort(byId));
    expect(loaded[1]).toMatchObject({
      experienceLevel: 'expert',
      services: ['exercising-riding', 'general-care', 'occasional-cover'],
      freeDaysFrom: '2026-12-01',
      freeDays: 2 ** 40 + 5,
    });
    // A horse that is hidden, paused or has no place reads as unplaced when a change asks for it.
    for (const row of await findIndexRows(
      ctx.db,
      left.map((horse) => horse.id),
    ))
      expect([row.latitude, row.longitude]).toEqual([null, null]);
  });
});
