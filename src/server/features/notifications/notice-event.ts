import type { NoticeKind } from '#contract/notifications.js';
import type { User } from '#server/db/schema/index.js';

/**
 * What changed in a visit or a share (decision 0052). "asked" is a new request; every other change is
 * told under the request decisions' switch.
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
