import { describe, expect, it } from 'vitest';
import { signInMemberOfType } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { horses, messages } from '#server/db/schema/index.js';

const ctx = useTestApp();

const member = (email: string, userType: 'owner' | 'enthusiast') =>
  signInMemberOfType(ctx.app, ctx.db, email, userType);

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
    const ann = await member('ann@example.test', 'owner');
    const bob = await member('bob@example.test', 'owner');
    const cat = await member('cat@example.test', 'owner');
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
});
