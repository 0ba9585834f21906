import { describe, expect, it } from 'vitest';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { horses, messages } from '#server/db/schema/index.js';

const ctx = useTestApp();

type MemberType = 'owner' | 'enthusiast';

const member = (email: string, userType: MemberType) => signInMemberOfType(ctx.app, ctx.db, email, userType);

/** Ann, Bob and Cat signed in, of the given types; `tag` goes into their e-mail addresses. */
async function annBobAndCat(tag: string, types: [MemberType, MemberType, MemberType]) {
  return {
    ann: await member(`ann${tag}@example.test`, types[0]),
    bob: await member(`bob${tag}@example.test`, types[1]),
    cat: await member(`cat${tag}@example.test`, types[2]),
  };
}

async function horseOf(ownerId: number, name: string) {
  const [horse] = await ctx.db
    .insert(horses)
    .values({ ownerId, name, breed: 'Cob', height: '14.3-15.2hh', location: 'York' })
    .returning();
  return horse!;
}

const send = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload });

describe('the horse a general message names', () => {
  it("accepts the sender's or the receiver's horse, and refuses a third member's", async () => {
    const { ann, bob, cat } = await annBobAndCat('', ['owner', 'owner', 'owner']);
    const annsHorse = await horseOf(ann.user.id, 'Bramble');
    const bobsHorse = await horseOf(bob.user.id, 'Dancer');
    const catsHorse = await horseOf(cat.user.id, 'Pepper');
    const about = (horseId: number) => ({ receiverId: bob.user.id, content: 'About a horse', horseId });

    expect((await send(ann.cookie, about(annsHorse.id))).statusCode).toBe(201);
    expect((await send(ann.cookie, about(bobsHorse.id))).statusCode).toBe(201);
    const refused = await send(ann.cookie, about(catsHorse.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A message can only mention your horse or the horse of the member you are writing to',
    );
    expect(await ctx.db.select().from(messages)).toHaveLength(2);
  });

  it('names in each conversation the horse its latest horse-naming message is about', async () => {
    const { ann, bob, cat } = await annBobAndCat('2', ['owner', 'enthusiast', 'enthusiast']);
    const bramble = await horseOf(ann.user.id, 'Bramble');
    const dancer = await horseOf(ann.user.id, 'Dancer');
    const write = (from: { cookie: string }, to: number, horseId?: number) =>
      send(from.cookie, { receiverId: to, content: 'Hello', ...(horseId ? { horseId } : {}) });
    expect((await write(bob, ann.user.id, bramble.id)).statusCode).toBe(201);
    expect((await write(bob, ann.user.id, dancer.id)).statusCode).toBe(201);
    // A plain reply afterwards does not forget what the conversation is about.
    expect((await write(ann, bob.user.id)).statusCode).toBe(201);
    expect((await write(cat, ann.user.id)).statusCode).toBe(201);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/messages?userId=${ann.user.id}`,
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(200);
    const horseByPartner = Object.fromEntries(
      (res.json() as { user: { id: number }; horse: unknown }[]).map((c) => [c.user.id, c.horse]),
    );
    expect(horseByPartner).toEqual({
      [bob.user.id]: { id: dancer.id, name: 'Dancer' },
      [cat.user.id]: null,
    });
  });
});
