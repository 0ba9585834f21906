import type { NoticeKind } from '#contract/notifications.js';
import type { User } from '#server/db/schema/index.js';

/**
 * A ride out on a share or visit (issue 45, decision 0056): started (the owner), "Still out?" (the rider),
 * overdue and back safe after it (the owner, every way at once: notifier's `alertEveryWay`), the rider's
 * note after it (the owner) and the owner's reply in the diary (the rider). `when` is the back-by time.
 */
export const RIDE_CHANGES = [
  'ride-started',
  'ride-still-out',
  'ride-overdue',
  'ride-back',
  'ride-note',
  'diary-reply',
] as const;
export type RideChange = (typeof RIDE_CHANGES)[number];

/**
 * What changed in a visit or a share (decision 0052). "asked" is a new request; every other change is
 * told under the request decisions' switch. "called-off" is a visit or share that ended because the other
 * member left, was suspended or blocked (decision 0052): told even across a block.
 */
export const ARRANGEMENT_CHANGES = [
  'asked',
  'accepted',
  'declined',
  'cancelled',
  'undone',
  'skipped',
  'missed',
  'changed',
  'ending',
  'trial-ending',
  'trial-ended',
  'called-off',
  'agreement-written',
  'agreement-changed',
  'agreement-accepted',
  // A request nobody answered in 3 days (to the requester), and the owner's horses paused from browse
  // for it (to the owner, as from themselves): decision 0057.
  'unanswered',
  'paused',
  ...RIDE_CHANGES,
] as const;
export type ArrangementChange = (typeof ARRANGEMENT_CHANGES)[number];

/**
 * A visit or share asked for or changed: always told (decision 0052). The caller gives the facts; the
 * words are written in one place (notice-words.ts), so every notice says what happened.
 */
export interface ArrangementEvent {
  change: ArrangementChange;
  sender: User;
  receiverId: number;
  requestId: number;
  arrangement: 'visit' | 'share';
  horse: string;
  /** The day or days and the time, in the contract's words ("Tue 2 Dec, 10:00–12:00"). */
  when: string;
  reason?: string | null;
  /** The line the pair's thread shows for it: what a notice adds when its headline cannot say it all. */
  detail: string;
  /** Where the notice leads, when not the request itself (a deleted member's requests go with them). */
  link?: string;
}

/** A new message: told later, if still unread (decision 0052). `text` is the message. */
export interface MessageEvent {
  change: 'message';
  sender: User;
  receiverId: number;
  text: string;
}

export type NoticeEvent = ArrangementEvent | MessageEvent;

/** The push switch a notice falls under. */
export function kindOf(event: NoticeEvent): NoticeKind {
  if (event.change === 'message') return 'message';
  return event.change === 'asked' ? 'request' : 'decision';
}
