import type { RequestView } from '#contract/requests.js';
import {
  RIDE_MESSAGES,
  type DiaryEntry,
  type DiaryReply,
  type DiaryReplyInput,
  type RideNoteInput,
} from '#contract/rides.js';
import type { RideNoteReplyRow, RideNoteRow, RideRow, User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound } from '#server/platform/http/app-error.js';
import { postgresCode } from '#server/platform/http/database-errors.js';
import { findRideNote, insertReply, insertRideNote, listReplies, listRideNotes } from './diary.repository.js';
import { requestFor, rideFor, rideNotice } from './ride-scene.js';
import type { RideDeps } from './rides.service.js';
import { findRide } from './rides.repository.js';

// A share's or visit's diary (decision 0056): the rider's note after each ride and the owner's replies,
// for the two members only, newest note first.

type Call<I = undefined> = RideDeps & { actor: User; id: number; input: I };

/** The diary's newest notes shown at once: years of twice-weekly rides. */
const DIARY_LIMIT = 200;

/** A member of the request by id, as the diary names them: one of its two members. */
function authorOf(view: RequestView, id: number) {
  const member = id === view.ownerId ? view.owner : view.requester;
  return { id, firstName: member.firstName };
}

function toReply(view: RequestView, row: RideNoteReplyRow): DiaryReply {
  return {
    id: row.id,
    noteId: row.noteId,
    author: authorOf(view, row.authorId),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

function toEntry(
  view: RequestView,
  note: RideNoteRow,
  ride: Pick<RideRow, 'startedAt' | 'backAt'>,
  replies: RideNoteReplyRow[],
): DiaryEntry {
  return {
    id: note.id,
    rideId: note.rideId,
    requestId: note.requestId,
    author: authorOf(view, note.authorId),
    rideStartedAt: ride.startedAt.toISOString(),
    rideBackAt: ride.backAt?.toISOString() ?? null,
    howItWent: note.howItWent,
    shoes: note.shoes,
    lameness: note.lameness,
    toWatch: note.toWatch,
    createdAt: note.createdAt.toISOString(),
    replies: replies.filter((reply) => reply.noteId === note.id).map((reply) => toReply(view, reply)),
  };
}

/**
 * POST /api/rides/{id}/note: the rider's note after the ride, once it is over and once per ride. The owner
 * is told (the bell, a push, else an e-mail): the message after every ride.
 */
export async function writeRideNote(deps: Call<RideNoteInput>): Promise<DiaryEntry> {
  const { ride, view, isRider } = await rideFor(deps.db, deps.actor, deps.id);
  if (!isRider) throw forbidden(RIDE_MESSAGES.riderOnly);
  if (!ride.backAt) throw conflict(RIDE_MESSAGES.notBackYet);
  const note = await insertRideNote(deps.db, {
    rideId: ride.id,
    requestId: ride.requestId,
    authorId: deps.actor.id,
    ...deps.input,
  }).catch((error: unknown) => {
    throw postgresCode(error) === '23505' ? conflict(RIDE_MESSAGES.noteWritten) : error;
  });
  await deps.notify(
    rideNotice(view, ride, {
      change: 'ride-note',
      sender: deps.actor,
      receiverId: view.ownerId,
      detail: note.howItWent,
    }),
  );
  return toEntry(view, note, ride, []);
}

/** GET /api/requests/{id}/diary: the notes, newest first, each with its replies; either member. */
export async function readDiary(deps: Call): Promise<DiaryEntry[]> {
  const { view } = await requestFor(deps.db, deps.actor, deps.id);
  const rows = await listRideNotes(deps.db, view.id, DIARY_LIMIT);
  const replies = await listReplies(
    deps.db,
    rows.map((row) => row.note.id),
  );
  return rows.map((row) => toEntry(view, row.note, row, replies));
}

/** POST /api/requests/{id}/diary: the owner replies to a note of this request's diary; the rider is told. */
export async function replyInDiary(deps: Call<DiaryReplyInput>): Promise<DiaryReply> {
  const { view, party } = await requestFor(deps.db, deps.actor, deps.id);
  if (party !== 'owner') throw forbidden(RIDE_MESSAGES.ownerOnlyReply);
  const note = await findRideNote(deps.db, deps.input.noteId);
  if (!note || note.requestId !== view.id) throw notFound(RIDE_MESSAGES.noteNotFound);
  const reply = await insertReply(deps.db, {
    noteId: note.id,
    authorId: deps.actor.id,
    text: deps.input.text,
  });
  const ride = await findRide(deps.db, note.rideId);
  if (ride)
    await deps.notify(
      rideNotice(view, ride, {
        change: 'diary-reply',
        sender: deps.actor,
        receiverId: note.authorId,
        detail: reply.text,
      }),
    );
  return toReply(view, reply);
}
