import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, textOneOf } from './columns.js';
import { REQUEST_STATUSES, SERVICES } from '#contract/options.js';
import { horses } from './horses.js';
import { oneOf } from './sql-helpers.js';
import { users } from './users.js';

/** A request by an enthusiast (requester) to help with an owner's horse. */
export const requests = pgTable(
  'requests',
  {
    id: identityId(),
    horseId: ownedBy('horse_id', () => horses.id),
    requesterId: ownedBy('requester_id', () => users.id),
    ownerId: ownedBy('owner_id', () => users.id),
    service: textOneOf('service', SERVICES).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    message: text('message'),
    status: textOneOf('status', REQUEST_STATUSES).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_requester_id_idx').on(t.requesterId, t.createdAt),
    index('requests_owner_id_idx').on(t.ownerId, t.createdAt),
    index('requests_horse_id_idx').on(t.horseId),
    check('requests_service_check', oneOf(t.service, SERVICES)),
    check('requests_status_check', oneOf(t.status, REQUEST_STATUSES)),
    check('requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export type Request = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;
