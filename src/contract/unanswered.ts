import { z } from 'zod';
import { RELIABILITY } from './rules/reliability.js';

/**
 * Requests nobody answers (issue 44 point 6, docs/decisions/0057): what makes "No answer yet" and a
 * paused owner true, and the words both sides read.
 */
export const UNANSWERED = {
  /**
   * A pending request is unanswered once it has waited this long since it was asked: the same 72 hours
   * after which the owner's "Answered A of C" counts it (decision 0055), so the two never disagree.
   */
  afterHours: RELIABILITY.unansweredAfterHours,
  /** An owner with this many unanswered requests (not excused by an earlier un-pause) is paused. */
  pauseAt: 5,
} as const;

const HOUR_MS = 3_600_000;

/** Whether a request waits unanswered at `now`: still pending, asked at least UNANSWERED.afterHours ago. */
export function isUnanswered(request: { status: string; askedAt: Date | null }, now: Date): boolean {
  return (
    request.status === 'pending' &&
    request.askedAt !== null &&
    now.getTime() - request.askedAt.getTime() >= UNANSWERED.afterHours * HOUR_MS
  );
}

/** The exact words of both screens and the notices. */
export const UNANSWERED_MESSAGES = {
  /** On the requester's card of a request unanswered (beside its existing "Cancel request"). */
  noAnswerYet: 'No answer yet',
  noAnswerYetDetail: (owner: string) =>
    `${owner} has not answered in 3 days. You can cancel this request and ask another horse, or keep waiting.`,
  /** The requester's notice: its one line, and what it adds. */
  toldHeadline: (owner: string, what: string) => `No answer yet: ${owner} has not answered ${what}`,
  toldDetail:
    'It has waited 3 days. You can cancel it in your requests and ask another horse, or keep waiting.',
  /** The owner's notice when their horses are paused. */
  pausedHeadline: 'Your horses are paused from browse: requests are waiting for your answer',
  pausedDetail: (count: number) =>
    `${count} requests have waited more than 3 days for your answer, so your horses are out of browse and search for now. Answer a request, or unpause them in My Horses.`,
  /** The banner on My Horses. */
  bannerTitle: 'Your horses are paused from browse',
  bannerBody: (count: number) =>
    `${count === 1 ? '1 request has' : `${count} requests have`} waited more than 3 days for your answer, so riders cannot find your horses in browse or search. Answering any request unpauses them.`,
  unpause: 'Unpause my horses',
  unpaused: 'Your horses are back in browse',
  unpauseFailed: 'Could not unpause your horses',
} as const;

/**
 * GET /api/browse-pause (the signed-in owner): whether their horses are paused from browse, since when,
 * and how many of their requests wait unanswered now.
 */
export const BrowsePauseSchema = z.object({
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
  unanswered: z.number().int(),
});
export type BrowsePause = z.infer<typeof BrowsePauseSchema>;
