import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { insertHorse } from '#server/db/factories.js';
import { requests, shareDays } from '#server/db/schema/index.js';
import { signInNewMember } from '#tests/setup/http.js';
import { mailsTo } from '#tests/setup/outbox.js';
import type { TestContext } from '#tests/setup/test-app.js';

/** The emergency contact's mobile on Biscuit's yard card, as the owner typed it and as it is kept. */
export const CONTACT_TYPED = '07700 900123';
export const CONTACT_E164 = '+447700900123';

/**
 * Fiona owns Biscuit (its yard card names her friend Pat, with a mobile); Jo shares him on Tuesdays and
 * Saturdays, 09:00–12:00, from Tuesday 2 March 2027. Sam shares him on Wednesdays. Made through the
 * tables, as the shares feature leaves them once accepted (its own tests cover getting there).
 */
export async function rideScene(ctx: TestContext) {
  const member = (email: string, firstName: string, userType: 'owner' | 'enthusiast') =>
    signInNewMember(ctx.app, ctx.db, {
      email,
      firstName,
      lastName: userType === 'owner' ? 'Hall' : 'Rider',
      userType,
    });
  const owner = await member('fiona@example.test', 'Fiona', 'owner');
  const rider = await member('jo@example.test', 'Jo', 'enthusiast');
  const sam = await member('sam@example.test', 'Sam', 'enthusiast');
  const stranger = await member('stranger@example.test', 'Stan', 'enthusiast');
  const horse = await insertHorse(ctx.db, { ownerId: owner.user.id, name: 'Biscuit' });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, payload });
  const yard = await call('PUT', `/api/horses/${horse.id}/yard-details`, owner.cookie, {
    emergencyContact: 'Pat',
    emergencyMobile: CONTACT_TYPED,
  });
  if (yard.statusCode !== 200) throw new Error(yard.body);

  async function share(who: { user: { id: number } }, weekdays: string[], dates: string[]) {
    const [row] = await ctx.db
      .insert(requests)
      .values({
        kind: 'share',
        horseId: horse.id,
        requesterId: who.user.id,
        ownerId: owner.user.id,
        service: 'exercising-riding',
        startDate: dates[0],
        weekdays,
        trialEndsOn: '2027-03-29',
        status: 'accepted',
      })
      .returning();
    await ctx.db
      .insert(shareDays)
      .values(dates.map((date) => ({ requestId: row!.id, date, startTime: '09:00', endTime: '12:00' })));
    return row!.id;
  }
  const shareId = await share(rider, ['tuesday', 'saturday'], ['2027-03-02', '2027-03-06']);
  const samShareId = await share(sam, ['wednesday'], ['2027-03-03']);
  return { owner, rider, sam, stranger, horse, shareId, samShareId, call };
}

/** The texts the app wrote to its outbox (DATA_DIR/sms-outbox) for `to`, oldest first. */
export async function textsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'sms-outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.txt'))
    .sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.filter((text) => text.startsWith(`To: ${to}\n`));
}

/** Subjects of the mails to `address` in the outbox that contain `words`. */
export async function subjectsTo(dataDir: string, address: string, words: string): Promise<string[]> {
  return (await mailsTo(dataDir, address)).flatMap((mail) =>
    mail.subject?.includes(words) ? [mail.subject] : [],
  );
}
