import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INSURANCE_ANSWERS, type AgreementFacts } from '#contract/agreements.js';
import { createdAt, identityId, instant, ownedBy, textOneOf } from './columns.js';
import { ownedByMember, pointsToMember } from './member-columns.js';
import { requests } from './requests.js';
import { oneOf } from './sql-helpers.js';

/**
 * One version of a visit's or share's agreement (issue 43, decision 0053): the arrangement's facts as they
 * were when it was saved, and the owner's part. A change is a new row with the next number; no row is
 * ever edited, so what each member accepted stays as they read it. Private to the request's two members:
 * the passport number and microchip appear in no other reply.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: identityId(),
    requestId: ownedBy('request_id', () => requests.id),
    version: integer('version').notNull(),
    /** The owner who saved it (cleared if their row ever goes; the request goes with them anyway). */
    authorId: pointsToMember('author_id'),
    /** contract/agreements.ts AgreementFacts: members, horse, days, trial, notice, services. */
    facts: jsonb('facts').$type<AgreementFacts>().notNull(),
    schooling: boolean('schooling').notNull().default(false),
    hacking: boolean('hacking').notNull().default(false),
    hackingAlone: boolean('hacking_alone').notNull().default(false),
    jumping: boolean('jumping').notNull().default(false),
    longestRide: text('longest_ride').notNull().default(''),
    duties: text('duties').notNull().default(''),
    tack: text('tack').notNull().default(''),
    vet: text('vet').notNull().default(''),
    farrier: text('farrier').notNull().default(''),
    emergencyContact: text('emergency_contact').notNull().default(''),
    ifHorseUnwell: text('if_horse_unwell').notNull().default(''),
    ifSharerHurt: text('if_sharer_hurt').notNull().default(''),
    passportNumber: text('passport_number').notNull().default(''),
    microchip: text('microchip').notNull().default(''),
    ownerInsuranceCoversRider: textOneOf('owner_insurance_covers_rider', INSURANCE_ANSWERS)
      .notNull()
      .default('not-sure'),
    riderHasOwnCover: textOneOf('rider_has_own_cover', INSURANCE_ANSWERS).notNull().default('not-sure'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_versions_request_version_idx').on(t.requestId, t.version),
    check('agreement_versions_owner_insurance_check', oneOf(t.ownerInsuranceCoversRider, INSURANCE_ANSWERS)),
    check('agreement_versions_rider_cover_check', oneOf(t.riderHasOwnCover, INSURANCE_ANSWERS)),
  ],
);

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type NewAgreementVersionRow = typeof agreementVersions.$inferInsert;

/** A member's acceptance of one version: who, when, which version (the row it points to). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: identityId(),
    versionId: ownedBy('version_id', () => agreementVersions.id),
    memberId: ownedByMember('member_id'),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_acceptances_version_member_idx').on(t.versionId, t.memberId)],
);

export type AgreementAcceptanceRow = typeof agreementAcceptances.$inferSelect;
