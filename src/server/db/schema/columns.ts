import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes every table repeats, written once. Each produces exactly the SQL the pasted copies did,
// so adopting them generates no migration.

/** The integer identity primary key of every table with a numeric id. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An instant (`timestamptz`), read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was created. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** created_at and updated_at, the latter refreshed by every update made through Drizzle. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A text column typed as one of the contract's values (the table's check constraint enforces it). */
export const textOneOf = <U extends string, T extends Readonly<[U, ...U[]]>>(name: string, values: T) =>
  text(name, { enum: values });

/** A required reference whose rows go when the referenced row goes. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that is cleared when the referenced row goes. */
export const pointsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A session's clock: created, last seen (idle expiry counts from here), absolute expiry. */
export const sessionTimes = () => ({
  createdAt: createdAt(),
  /** Idle expiry is measured from here. */
  lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  /** Absolute expiry. */
  expiresAt: instant('expires_at').notNull(),
});

/**
 * A single-use link mailed to a member: only the SHA-256 of its token is kept (unique, under the
 * constraint `<table>_token_hash_unique`), when it expires and when it was used.
 */
export const mailedToken = (table: string) => ({
  /** SHA-256 of the token sent by e-mail. */
  tokenHash: text('token_hash').notNull().unique(`${table}_token_hash_unique`),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
