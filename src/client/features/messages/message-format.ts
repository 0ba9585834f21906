import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameYear } from 'date-fns/isSameYear';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { enGB } from 'date-fns/locale/en-GB';
import { SERVICE_LABELS, type Service } from '#contract/options';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar day ("2025-03-01") in en-GB long form: "1 March 2025". */
export function formatLongDate(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: enGB }) : day;
}

/** A slot's date, or its span when it runs over several days. */
export function formatSlotDates(slot: { startDate: string; endDate: string }): string {
  const start = formatLongDate(slot.startDate);
  return slot.endDate && slot.endDate !== slot.startDate
    ? `${start} to ${formatLongDate(slot.endDate)}`
    : start;
}

/** "HH:MM" in 12-hour format ("14:00" → "2:00 PM"); "any" or nothing → "Any time". */
export function formatPreferredTime(value: string | null): string {
  if (!value || value === 'any' || !HH_MM.test(value)) return 'Any time';
  return format(parse(value, 'HH:mm', new Date(2000, 0, 1)), 'h:mm a', { locale: enGB });
}

/** A slot's times in 12-hour format: "9:00 AM - 5:00 PM". */
export function formatSlotTimes(slot: { startTime: string; endTime: string }): string {
  return `${formatPreferredTime(slot.startTime)} - ${formatPreferredTime(slot.endTime)}`;
}

/** The label of an activity code, or the code itself when it is not one we know. */
export function activityLabel(code: string): string {
  return code in SERVICE_LABELS ? SERVICE_LABELS[code as Service] : code;
}

/** When a message was sent: the time today, the day and time this year, else the full date. */
export function formatSentAt(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  if (isSameDay(date, now)) return format(date, 'HH:mm', { locale: enGB });
  if (isSameYear(date, now)) return format(date, 'd MMM, HH:mm', { locale: enGB });
  return format(date, 'd MMM yyyy, HH:mm', { locale: enGB });
}

/** When a conversation last moved: the time today, "Yesterday", else the day. */
export function formatListDate(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  if (isSameDay(date, now)) return format(date, 'HH:mm', { locale: enGB });
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, isSameYear(date, now) ? 'd MMM' : 'd MMM yyyy', { locale: enGB });
}

/**
 * A conversation's preview: one line, cut at a word and ending with an ellipsis when the message is
 * longer (the list's CSS also ends any line too wide for the pane with one).
 */
export function previewText(text: string, maxLength = 70): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength);
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The greeting that a Direct Message from a horse page starts with. */
export function horseGreeting(firstName: string, horseName: string): string {
  return `Hi ${firstName}, I'm interested in ${horseName} and would love to find out more.`;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
