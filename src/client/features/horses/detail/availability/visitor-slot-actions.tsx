import { Repeat, Send } from 'lucide-react';
import { Link } from 'wouter';
import { SHARE_MESSAGES } from '#contract/shares';
import { Button } from '#client/components/ui/button';
import { paths } from '#client/lib/paths';
import { dayLabel, type IsoDate } from './calendar-dates';
import type { CalendarSlot, SlotDayState } from './calendar-slot';

/**
 * What a member who may ask can do with a slot on a day: on an open day, enquire about that day or ask to
 * share the slot's time every week from it; on a day they asked for, find their request. Nothing on a
 * taken or past day.
 */
export function VisitorSlotActions({
  slot,
  day,
  state,
  onEnquire,
  onShare,
}: {
  slot: CalendarSlot;
  day: IsoDate;
  state: SlotDayState;
  onEnquire: () => void;
  onShare: () => void;
}) {
  if (state === 'requested') {
    return (
      <Link href={paths.requests()} className="text-sm font-semibold text-primary underline">
        See your request
      </Link>
    );
  }
  if (state !== 'open') return null;
  return (
    <>
      <Button
        size="sm"
        variant="accent"
        aria-label={`Enquire about ${slot.title} on ${dayLabel(day)}`}
        onClick={onEnquire}
      >
        <Send aria-hidden="true" className="size-4" />
        Enquire
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${SHARE_MESSAGES.askToShare} ${slot.title} from ${dayLabel(day)}`}
        onClick={onShare}
      >
        <Repeat aria-hidden="true" className="size-4" />
        {SHARE_MESSAGES.askToShare}
      </Button>
    </>
  );
}
