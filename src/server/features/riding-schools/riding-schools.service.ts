import { randomUUID } from 'node:crypto';
import {
  RIDING_SCHOOL_LIMITS,
  RIDING_SCHOOL_MESSAGES,
  RidingSchoolInsuranceFieldsSchema,
  type MyRidingSchoolReply,
  type RidingSchoolDeclareInput,
} from '#contract/riding-schools.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { canListHorses } from '#contract/rules/horse-policy.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, conflict, forbidden } from '#server/platform/http/app-error.js';
import { now as clockNow, today as calendarToday } from '#server/platform/clock.js';
import { checkedDocument, type PrivateDocuments } from '../verification/index.js';
import {
  deleteSchool,
  findSchoolOf,
  insertSchool,
  lockSchoolOf,
  updateSchool,
} from './riding-schools.repository.js';
import { toOwnView } from './riding-school.views.js';

/** The folder of DATA_DIR/private the certificates live in: their keys start with it. */
export const CERTIFICATE_FOLDER = 'riding-schools';

export interface RidingSchoolDeps {
  db: Database;
  documents: PrivateDocuments;
  /** Told after a change that moves the owner's horses in or out of the lists (the browse cache). */
  onPublicHorseChange: () => void;
}

/** Only the owner themself, and only an owner (docs/product.md §P1: riding schools join as owners). */
function assertOwnOwnerAccount(actor: User, userId: number): void {
  if (actor.id !== userId) throw forbidden(RIDING_SCHOOL_MESSAGES.notYours);
  if (!canListHorses(actor)) throw forbidden(RIDING_SCHOOL_MESSAGES.ownersOnly);
}

/** The owner's riding school as they see it, or null when they have not said they are one. */
export async function showMyRidingSchool({
  db,
  actor,
  userId,
}: {
  db: Executor;
  actor: User;
  userId: number;
}): Promise<MyRidingSchoolReply> {
  if (actor.id !== userId) throw forbidden(RIDING_SCHOOL_MESSAGES.notYours);
  const found = await findSchoolOf(db, userId);
  return {
    ridingSchool: found ? toOwnView(found.school, { today: calendarToday(), premium: found.premium }) : null,
  };
}

/**
 * An owner says they are a riding school or equestrian centre, or renames it. From then on their horses
 * are listed only once the business is checked (decision 0054). A new name after a certificate was sent
 * or checked is checked again: the name is part of what the moderator looked at.
 */
export async function declareRidingSchool({
  db,
  actor,
  userId,
  input,
  onPublicHorseChange,
}: Omit<RidingSchoolDeps, 'documents'> & {
  actor: User;
  userId: number;
  input: RidingSchoolDeclareInput;
}): Promise<MyRidingSchoolReply> {
  assertOwnOwnerAccount(actor, userId);
  await db.transaction(async (tx) => {
    const school = await lockSchoolOf(tx, userId);
    if (!school) return insertSchool(tx, userId, input.businessName);
    if (school.businessName === input.businessName) return;
    // The name was part of what the moderator accepted: a new one is not verified until checked.
    const checkAgain = school.certificateKey !== null && ['pending', 'verified'].includes(school.status);
    await updateSchool(tx, userId, {
      businessName: input.businessName,
      verifiedUntil: null,
      ...(checkAgain ? { status: 'pending', submittedAt: clockNow(), decidedAt: null } : {}),
    });
  });
  onPublicHorseChange();
  return showMyRidingSchool({ db, actor, userId });
}

/** The expiry day sent with a certificate: a calendar day, not past, and not years away. */
function expiryOf(fields: Record<string, string>, today: string): string {
  const parsed = RidingSchoolInsuranceFieldsSchema.safeParse(fields);
  const field = RIDING_SCHOOL_LIMITS.expiryField;
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? RIDING_SCHOOL_MESSAGES.expiryRequired;
    throw badRequest(message, { [field]: [message] });
  }
  const day = parsed.data[field];
  if (day < today)
    throw badRequest(RIDING_SCHOOL_MESSAGES.expiryPast, { [field]: [RIDING_SCHOOL_MESSAGES.expiryPast] });
  if (day > addDays(today, RIDING_SCHOOL_LIMITS.maxYearsAhead * 366)) {
    throw badRequest(RIDING_SCHOOL_MESSAGES.expiryTooFar, { [field]: [RIDING_SCHOOL_MESSAGES.expiryTooFar] });
  }
  return day;
}

/**
 * The insurance certificate and the day it expires: checked as an identity document is (its bytes decide
 * its type, a photo loses its metadata, a PDF with active content is refused: decision 0047), kept
 * privately, and the business waits for a moderator. The certificate it replaces is deleted; a verified
 * school stays listed on its checked certificate (verified_until) while a renewal waits. Bad input stores
 * nothing.
 */
export async function submitInsuranceCertificate({
  db,
  documents,
  actor,
  userId,
  file,
  fields,
  onPublicHorseChange,
}: RidingSchoolDeps & {
  actor: User;
  userId: number;
  file: Buffer;
  fields: Record<string, string>;
}): Promise<MyRidingSchoolReply> {
  assertOwnOwnerAccount(actor, userId);
  const insuranceExpiresOn = expiryOf(fields, calendarToday());
  if (!(await findSchoolOf(db, userId))) throw conflict(RIDING_SCHOOL_MESSAGES.declareFirst);
  const { body, extension } = await checkedDocument(file);
  const key = `${CERTIFICATE_FOLDER}/${userId}-${randomUUID()}.${extension}`;
  await documents.put(key, body);
  const previousKey = await db
    .transaction(async (tx) => {
      const school = await lockSchoolOf(tx, userId);
      if (!school) throw conflict(RIDING_SCHOOL_MESSAGES.declareFirst);
      await updateSchool(tx, userId, {
        certificateKey: key,
        insuranceExpiresOn,
        status: 'pending',
        submittedAt: clockNow(),
        decidedAt: null,
        rejectionReason: null,
        rejectionNote: null,
      });
      return school.certificateKey;
    })
    .catch(async (error: unknown) => {
      await documents.discard(key);
      throw error;
    });
  if (previousKey && previousKey !== key) await documents.discard(previousKey);
  onPublicHorseChange();
  return showMyRidingSchool({ db, actor, userId });
}

/** The owner is no longer a riding school: the claim and its certificate go, and their horses are listed as any owner's. */
export async function withdrawRidingSchool({
  db,
  documents,
  actor,
  userId,
  onPublicHorseChange,
}: RidingSchoolDeps & { actor: User; userId: number }): Promise<MyRidingSchoolReply> {
  if (actor.id !== userId) throw forbidden(RIDING_SCHOOL_MESSAGES.notYours);
  const gone = await deleteSchool(db, userId);
  if (!gone) throw conflict(RIDING_SCHOOL_MESSAGES.notDeclared);
  if (gone.certificateKey) await documents.discard(gone.certificateKey);
  onPublicHorseChange();
  return { ridingSchool: null };
}
