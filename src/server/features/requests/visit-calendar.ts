// An accepted visit as an iCalendar file (RFC 5545). Written by hand: one event with a handful of
// properties needs no library, and `ics` is not installed here.

/** The instant at which London's clocks show `time` on `day` (BST or GMT as it was that day). */
export function londonInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const shown = Date.parse(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`,
  );
  // London is ahead of UTC by (shown - guess); the wanted instant is that much earlier.
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: escape \ ; , and newlines. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a CRLF and one space), as RFC 5545 §3.1 asks. */
function fold(line: string): string {
  const chunks: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    chunks.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  chunks.push(rest);
  return chunks.join('\r\n');
}

export interface VisitEvent {
  uid: string;
  title: string;
  description: string;
  day: string;
  /** London wall-clock times 'HH:MM'. */
  startTime: string;
  endTime: string;
  now?: Date;
}

export function visitCalendarFile(event: VisitEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stablemates//Visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(londonInstant(event.day, event.startTime))}`,
    `DTEND:${stamp(londonInstant(event.day, event.endTime))}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
