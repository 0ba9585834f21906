import { createEvent } from 'ics';
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

export function visitCalendarFile(event: VisitEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: '-//Stablemates//Visits//EN',
    method: 'PUBLISH',
    // Instants in UTC, so every calendar shows the London wall-clock time the owner agreed to.
    start: londonInstant(event.day, event.startTime).getTime(),
    end: londonInstant(event.day, event.endTime).getTime(),
    title: event.title,
    description: event.description,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
