import { describe, expect, it } from 'vitest';
import { londonInstant, visitCalendarFile } from './visit-calendar.js';

describe('an accepted visit as an iCalendar file', () => {
  it('places London wall-clock times at the right instant on both sides of the BST changes', () => {
    expect(londonInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(londonInstant('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T09:00:00.000Z');
    // Sunday 29 March 2026: clocks go forward at 01:00 GMT.
    expect(londonInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    // Sunday 25 October 2026: clocks go back at 02:00 BST.
    expect(londonInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('writes one event with escaped text and CRLF line ends', () => {
    const file = visitCalendarFile({
      uid: 'request-7@stablemates',
      title: 'Visit: Bramble, the cob; hello',
      description: 'Line one\nline two',
      day: '2026-07-14',
      startTime: '10:00',
      endTime: '11:00',
    });
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe('');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//Stablemates//Visits//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:request-7@stablemates',
        'DTSTART:20260714T090000Z',
        'DTEND:20260714T100000Z',
        'SUMMARY:Visit: Bramble\\, the cob\\; hello',
        'DESCRIPTION:Line one\\nline two',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
  });

  it('folds long lines at 75 octets', () => {
    const file = visitCalendarFile({
      uid: 'u',
      title: 'x'.repeat(200),
      description: 'd',
      day: '2026-07-14',
      startTime: '10:00',
      endTime: '11:00',
    });
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // A folded line goes on after a CRLF and one white-space character (RFC 5545 §3.1).
    expect(file).toMatch(/\r\n[ \t]x/);
  });
});
