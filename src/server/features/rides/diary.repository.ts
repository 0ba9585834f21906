import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { rideNoteReplies, rideNotes, rides, type RideNoteRow } from '#server/db/schema/index.js';

// A share's diary (decision 0056): the riders' notes after their rides and the owner's replies.

export type NewRideNote = Pick<
  RideNoteRow,
  'rideId' | 'requestId' | 'authorId' | 'howItWent' | 'shoes' | 'lameness' | 'toWatch'
>;

export const insertRideNote = (db: Executor, note: NewRideNote) =>
  insertedRow(db.insert(rideNotes).values(note).returning());

export const findRideNote = (db: Executor, id: number) =>
  firstRow(db.select().from(rideNotes).where(eq(rideNotes.id, id)).limit(1));

/** The request's notes, newest first, each with its ride's times. */
export const listRideNotes = (db: Executor, requestId: number, limit: number) =>
  db
    .select({ note: rideNotes, startedAt: rides.startedAt, backAt: rides.backAt })
    .from(rideNotes)
    .innerJoin(rides, eq(rides.id, rideNotes.rideId))
    .where(eq(rideNotes.requestId, requestId))
    .orderBy(desc(rideNotes.createdAt), desc(rideNotes.id))
    .limit(limit);

/** The replies to those notes, oldest first. */
export const listReplies = (db: Executor, noteIds: number[]) =>
  noteIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(rideNoteReplies)
        .where(inArray(rideNoteReplies.noteId, noteIds))
        .orderBy(asc(rideNoteReplies.createdAt), asc(rideNoteReplies.id));

export const insertReply = (db: Executor, reply: { noteId: number; authorId: number; text: string }) =>
  insertedRow(db.insert(rideNoteReplies).values(reply).returning());

/** Which of these rides have their note written. */
export async function notedRideIds(db: Executor, rideIds: number[]): Promise<Set<number>> {
  if (rideIds.length === 0) return new Set();
  const rows = await db
    .select({ rideId: rideNotes.rideId })
    .from(rideNotes)
    .where(inArray(rideNotes.rideId, rideIds));
  return new Set(rows.map((row) => row.rideId));
}
