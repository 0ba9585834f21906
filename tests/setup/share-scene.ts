import type { Executor } from '#server/db/client.js';
import { insertAvailabilitySlot, insertHorse } from '#server/db/factories.js';
import type { NewHorse } from '#server/db/schema/index.js';
import type { MemberCall } from './horses.js';

/**
 * The horse most request tests share: `ownerId`'s Biscuit with Mornings, every morning 09:00–12:00 from
 * Monday 1 March 2027 until the end of June, for `capacity` riders a morning. The tests set the clock to
 * that Monday.
 */
export async function biscuitWithMornings(
  db: Executor,
  ownerId: number,
  { capacity = 1, horse: horseFields = {} }: { capacity?: number; horse?: Partial<NewHorse> } = {},
) {
  const horse = await insertHorse(db, { ownerId, name: 'Biscuit', ...horseFields });
  const slot = await insertAvailabilitySlot(db, {
    horseId: horse.id,
    title: 'Mornings',
    startDate: '2027-03-01',
    endDate: '2027-03-01',
    startTime: '09:00',
    endTime: '12:00',
    recurrenceType: 'daily',
    recurrenceEnd: '2027-06-30',
    capacity,
  });
  return { horse, slot };
}

/**
 * `who` asks to share the slot's horse on Tuesdays and Saturdays from Tue 2 March 2027, a five-week trial
 * unless `body` says otherwise; the reply as it comes.
 */
export const askToShare = (
  call: MemberCall<'POST'>,
  who: { cookie: string },
  slot: { id: number; horseId: number },
  body: object = {},
) =>
  call('POST', '/api/requests', who.cookie, {
    kind: 'share',
    horseId: slot.horseId,
    availabilitySlotId: slot.id,
    service: 'exercising-riding',
    weekdays: ['tuesday', 'saturday'],
    startDate: '2027-03-02',
    trialWeeks: 5,
    ...body,
  });
