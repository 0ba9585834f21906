import { hash } from '@node-rs/argon2';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import type { Executor } from './client.js';
import {
  agreementVersions,
  availabilitySlots,
  horses,
  messages,
  requests,
  reviews,
  users,
  type NewAgreementVersionRow,
  type NewAvailabilitySlot,
  type NewHorse,
  type NewMessage,
  type NewRequest,
  type NewReview,
  type NewUser,
  type User,
} from './schema/index.js';

/**
 * Test and seed data. build* functions are pure (values only); insert* functions persist. Passwords are
 * hashed with argon2id at cheap settings: these accounts are throwaway, and tests create many.
 */
/** Inserts one row and returns it as stored (defaults and identity filled in). */
async function insertOne<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_PASSWORD = 'Saddle-Up-2024';

export function buildUser(overrides: Partial<NewUser> = {}): Omit<NewUser, 'passwordHash'> {
  const n = next();
  const email = overrides.email ?? `member${n}@example.test`;
  return {
    email,
    username: email,
    firstName: `Member${n}`,
    lastName: 'Tester',
    userType: 'owner',
    location: 'York',
    postcode: 'YO1 7HH',
    ageConfirmedAt: new Date(),
    termsAcceptedAt: new Date(),
    // A factory member has confirmed their e-mail; pass emailVerifiedAt: null for one who has not.
    emailVerifiedAt: new Date(),
    ...overrides,
  };
}

export async function insertUser(
  db: Executor,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  return insertOne(db, users, { ...buildUser(rest), passwordHash });
}

/** The values a build* function needs: the table's insert type, with `K` required (the parents). */
type Overrides<TInsert, K extends keyof TInsert> = Partial<TInsert> & Pick<TInsert, K>;

/** insert* from build*: the same values, persisted and returned as stored. */
function persisted<T extends PgTable, O>(table: T, build: (overrides: O) => PgInsertValue<T>) {
  return (db: Executor, overrides: O): Promise<T['$inferSelect']> => insertOne(db, table, build(overrides));
}

/** A horse of `ownerId` with the add form's required fields filled in. */
export function buildHorse(overrides: Overrides<NewHorse, 'ownerId'>): NewHorse {
  const n = next();
  return { name: `Horse${n}`, breed: 'Cob', height: '14.3-15.2hh', location: 'York', ...overrides };
}
export const insertHorse = persisted(horses, buildHorse);

/** A one-off daytime slot of `horseId`, two days starting a fortnight from today (so never in the past). */
export function buildAvailabilitySlot(
  overrides: Overrides<NewAvailabilitySlot, 'horseId'>,
): NewAvailabilitySlot {
  const start = addDays(londonToday(), 14);
  return {
    title: 'Weekend',
    startDate: start,
    endDate: addDays(start, 1),
    startTime: '09:00',
    endTime: '17:00',
    ...overrides,
  };
}
export const insertAvailabilitySlot = persisted(availabilitySlots, buildAvailabilitySlot);

/** A general message from `senderId` to `receiverId`. */
export function buildMessage(overrides: Overrides<NewMessage, 'senderId' | 'receiverId'>): NewMessage {
  return { content: `Message ${next()}`, ...overrides };
}
export const insertMessage = persisted(messages, buildMessage);

/** A pending request from `requesterId` about `horseId` (owned by `ownerId`), a fortnight from today. */
export function buildRequest(
  overrides: Overrides<NewRequest, 'horseId' | 'requesterId' | 'ownerId'>,
): NewRequest {
  const day = addDays(londonToday(), 14);
  return { service: 'exercising-riding', startDate: day, endDate: day, ...overrides };
}
export const insertRequest = persisted(requests, buildRequest);

/** A one-day request of `requesterId` for the horse on `day`, accepted unless said: a visit. */
export function insertVisit(
  db: Executor,
  horse: { id: number; ownerId: number },
  requesterId: number,
  day: string,
  status: NewRequest['status'] = 'accepted',
) {
  return insertRequest(db, {
    horseId: horse.id,
    ownerId: horse.ownerId,
    requesterId,
    status,
    startDate: day,
    endDate: day,
  });
}

/**
 * A four-star review by `reviewerId` of one target (give horseId or reviewedUserId), out for everyone to
 * read (pass `publishedAt: null` for one still waiting for the other member's: decision 0057).
 */
export function buildReview(overrides: Overrides<NewReview, 'reviewerId'>): NewReview {
  return {
    rating: 4,
    comment: `Review ${next()}`,
    publishedAt: new Date(),
    showsOn: new Date().toISOString().slice(0, 10),
    ...overrides,
  };
}
export const insertReview = persisted(reviews, buildReview);

/** One member of an agreement as its facts name them. */
interface AgreementParty {
  id: number;
  name: string;
}

/**
 * Version 1 of a share's agreement, as the owner's PUT stores it: written by the owner, its facts drafted
 * from a Tuesday-morning share of a cob (the facts' words are the agreements feature's; any will do here).
 */
export function buildShareAgreement({
  requestId,
  owner,
  sharer,
  ...overrides
}: { requestId: number; owner: AgreementParty; sharer: AgreementParty } & Partial<NewAgreementVersionRow>) {
  return {
    requestId,
    version: 1,
    authorId: owner.id,
    facts: {
      kind: 'share',
      owner,
      sharer,
      horse: { name: 'Bramble', breed: 'Cob', age: null, height: '14.3 - 15.2 hh' },
      days: 'Tue from Tue 1 Jan, 09:00–12:00',
      trial: '4 weeks, until Mon 28 Jan',
      notice: 'Either member may end the share in the app with 7 days’ notice.',
      services: ['Exercising/Riding'],
    },
    ...overrides,
  } satisfies NewAgreementVersionRow;
}
export const insertShareAgreement = (db: Executor, spec: Parameters<typeof buildShareAgreement>[0]) =>
  insertOne(db, agreementVersions, buildShareAgreement(spec));
