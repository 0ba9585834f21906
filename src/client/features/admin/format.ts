/** Day, short month and year in UK time: every date on the operator side starts from this. */
const UK_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
};

/** The ISO timestamp in British English; a value that is not a date is shown as it came. */
function formatIso(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', options);
}

/** "22 Nov 2026, 14:05" in UK time: when something happened on the operator side. */
export function formatDateTime(iso: string): string {
  return formatIso(iso, { ...UK_DAY, hour: '2-digit', minute: '2-digit' });
}

/** "22 Nov 2026" in UK time. */
export function formatDate(iso: string): string {
  return formatIso(iso, UK_DAY);
}
