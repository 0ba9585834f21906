import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { enGB } from 'date-fns/locale/en-GB';

/** Amounts are stored in pence and shown in pounds per month (docs/product.md §M9): 999 → "£9.99/month". */
export function formatMonthlyAmount(pence: number | null): string | null {
  if (pence === null) return null;
  return `£${(pence / 100).toFixed(2)}/month`;
}

/** "1 March 2026"; null when unknown. */
export function formatPaymentDate(value: string | null): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: enGB }) : null;
}

/**
 * A payment link with the member's e-mail prefilled and their id as the client reference, so the webhook
 * can tie the payment to them (the provider's payment-link query parameters).
 */
export function paymentLinkFor(base: string, member: { id: number; email: string }): string {
  if (!base) return '';
  const url = new URL(base);
  url.searchParams.set('prefilled_email', member.email);
  url.searchParams.set('client_reference_id', String(member.id));
  return url.toString();
}
