import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { RequestView } from '#contract/requests.js';
import { londonWallClock } from '#contract/rules/calendar-days.js';

// An accepted visit as an iCalendar file (RFC 5545), written by the `ics` package (escaping, folding,
// CRLF line ends); this file only decides the instants and the words.

/** The instant at which London's clocks show `time` on `day` (BST or GMT as it was that day). */
export function londonInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const clock = londonWallClock(guess);
  const shown = Date.parse(`${clock.day}T${clock.time}:00Z`);
  // London is ahead of UTC by (shown - guess); the wanted instant is that much earlier.
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

export interface VisitEvent {
  uid: string;
  title: string;
  description: string;
  day: string;
  /** London wall-clock times 'HH:MM'. */
  startTime: string;
  endTime: string;
}

function attributesOf(event: VisitEvent): EventAttributes {
  return {
    uid: event.uid,
    productId: '-//Stablemates//Visits//EN',
    method: 'PUBLISH',
    // Instants in UTC, so every calendar shows the London wall-clock time the owner agreed to.
    start: londonInstant(event.day, event.startTime).getTime(),
    end: londonInstant(event.day, event.endTime).getTime(),
    title: event.title,
    description: event.description,
    status: 'CONFIRMED',
  };
}

export function visitCalendarFile(event: VisitEvent): string {
  const { error, value } = createEvent(attributesOf(event));
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

/** A member's calendar feed: every accepted visit as one event (an empty calendar when there are none). */
export function visitCalendarFeed(events: VisitEvent[]): string {
  if (events.length === 0) {
    // ics refuses an empty list; a subscribed calendar still needs a valid, empty one.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stablemates//Visits//EN', 'END:VCALENDAR', ''].join(
      '\r\n',
    );
  }
  const { error, value } = createEvents(events.map(attributesOf), { calName: 'Stablemates visits' });
  if (error || !value) throw error ?? new Error('The calendar feed could not be written');
  return value;
}

/** The days a calendar shows: those still to come or done (not skipped, missed or cancelled). */
const SHOWN: ReadonlySet<string> = new Set(['planned', 'done']);

/**
 * An accepted visit or share as `readerId`'s calendar events: one per day it holds, at the day's own
 * times (a visit's chosen hour, its slot's times, or a working day; a share's days as agreed). Skipped and
 * cancelled days drop out, so a subscribed calendar follows the share.
 */
export function visitEventsOf(view: RequestView, readerId: number): VisitEvent[] {
  const other = readerId === view.ownerId ? view.requester : view.owner;
  const share = view.kind === 'share';
  return view.days
    .filter((day) => SHOWN.has(day.status))
    .map((day) => ({
      uid: share ? `request-${view.id}-${day.date}@stablemates` : `request-${view.id}@stablemates`,
      title: `Stablemates ${share ? 'share' : 'visit'}: ${view.horse.name}`,
      description: `${share ? 'Share of' : 'Visit to'} ${view.horse.name} with ${other.firstName} ${other.lastName}.`,
      day: day.date,
      startTime: day.startTime,
      endTime: day.endTime,
    }));
}
