// UK mobile numbers (issue 45): the yard card's emergency contact is sent a text when a rider is overdue,
// so its number is checked when the card is saved, not when the text fails. A UK mobile is 07 and nine
// more digits, written at home as 07700 900123 or abroad as +44 7700 900123 (or 0044 …, or +44 (0)7700 …); spaces, dashes,
// dots and brackets between the digits are allowed. Kept as E.164 (+447700900123), what SMS providers take.

const SEPARATORS = /[\s\-.()]/g;

/** The number in E.164 ('+447700900123'), or null when it is not a UK mobile number. */
export function ukMobileE164(input: string): string | null {
  const digits = input.trim().replace(SEPARATORS, '');
  const national = /^07(\d{9})$/.exec(digits);
  if (national) return `+447${national[1]}`;
  const international = /^(?:\+|00)440?7(\d{9})$/.exec(digits);
  if (international) return `+447${international[1]}`;
  return null;
}

/** '+447700900123' as a UK reader writes it: '07700 900123'. Anything else unchanged. */
export function ukMobileForReading(e164: string): string {
  const match = /^\+447(\d{3})(\d{6})$/.exec(e164);
  return match ? `07${match[1]} ${match[2]}` : e164;
}
