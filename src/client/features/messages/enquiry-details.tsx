import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Message } from '#contract/messages';
import { paths } from '#client/lib/paths';
import { cn } from '#client/lib/cn';
import { SlashBreak } from '#client/components/ui/slash-break';
import { useRequest } from '#client/lib/queries/requests';
import { EnquiryRequest } from './enquiry-request';
import {
  activityLabel,
  formatLongDate,
  formatPreferredTime,
  formatSlotDates,
  formatSlotTimes,
} from './message-format';

/**
 * An availability enquiry as a card: horse, the day asked for, the slot's times, preferred time,
 * flexibility and activities, then the request's state and what each side can do with it.
 */
export function EnquiryDetails({ message, outgoing }: { message: Message; outgoing: boolean }) {
  const { horse, slot } = message;
  const myId = outgoing ? message.senderId : message.receiverId;
  const otherId = outgoing ? message.receiverId : message.senderId;
  // Its own request by id, however many newer ones either member has.
  const request = useRequest(message.requestId).data;
  const rows: [string, ReactNode][] = [];
  if (horse) {
    rows.push([
      'Horse',
      <Link key="horse" href={paths.horse(horse.id)} className="font-semibold underline underline-offset-2">
        {horse.name}
      </Link>,
    ]);
  }
  if (slot) {
    // The day asked for, once the request is known; the slot's own span before that.
    const day = request?.startDate ? formatLongDate(request.startDate) : formatSlotDates(slot);
    rows.push(['Date', `${day} (${slot.title})`]);
    rows.push(['Time', formatSlotTimes(slot)]);
  }
  rows.push(['Preferred time', formatPreferredTime(message.preferredTime)]);
  rows.push(['Flexible', message.isFlexible ? 'Yes, flexible on timing' : 'No']);
  if (message.activities.length > 0) {
    rows.push([
      'Activities',
      <SlashBreak key="activities" text={message.activities.map(activityLabel).join(', ')} />,
    ]);
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
            <dd className="min-w-0 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {request ? (
        <EnquiryRequest request={request} myId={myId} otherId={otherId} outgoing={outgoing} />
      ) : null}
    </div>
  );
}
