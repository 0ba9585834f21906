import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Message } from '#contract/messages';
import { paths } from '#client/lib/paths';
import { cn } from '#client/lib/cn';
import { activityLabel, formatPreferredTime, formatSlotDates } from './message-format';

/** An availability enquiry's details: horse, slot date, preferred time, flexibility and activities. */
export function EnquiryDetails({ message, outgoing }: { message: Message; outgoing: boolean }) {
  const { horse, slot } = message;
  const rows: [string, ReactNode][] = [];
  if (horse) {
    rows.push([
      'Horse',
      <Link key="horse" href={paths.horse(horse.id)} className="font-semibold underline underline-offset-2">
        {horse.name}
      </Link>,
    ]);
  }
  if (slot) rows.push(['Date', `${formatSlotDates(slot)} (${slot.title})`]);
  rows.push(['Preferred time', formatPreferredTime(message.preferredTime)]);
  rows.push(['Flexible', message.isFlexible ? 'Yes, flexible on timing' : 'No']);
  if (message.activities.length > 0) {
    rows.push(['Activities', message.activities.map(activityLabel).join(', ')]);
  }

  return (
    <div
      className={cn(
        'mb-2 grid gap-1 rounded-lg border p-3 text-sm',
        outgoing ? 'border-cream/40 bg-primary-hover' : 'border-line bg-cream',
      )}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <CalendarDays aria-hidden="true" className="size-4" />
        Availability enquiry
      </p>
      <dl className="grid gap-y-0.5">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3">
            <dt className="font-medium">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
