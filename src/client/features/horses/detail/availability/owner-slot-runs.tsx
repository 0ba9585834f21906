import { CalendarClock, Repeat } from 'lucide-react';
import { AVAILABILITY_MESSAGES, OWNER_SLOTS_ANCHOR, type AvailabilitySlot } from '#contract/availability';
import { lastDayOf } from '#contract/rules/recurrence';
import { carriedOnUntil, endsSoon, untilWords } from '#contract/rules/slot-ending';
import { describeRepeat, planOfSlot } from '#contract/rules/slot-plan';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCarryOn, useRunningSlots } from './availability-api';
import { SlotRow } from './slot-row';

const runsUntilId = (slot: AvailabilitySlot) => `runs-until-${slot.id}`;

/**
 * The owner's slots still to run, each with the day it runs until, soonest first, so none runs out
 * unnoticed; one ending within the week offers "Carry on until …" (rules/slot-ending.ts), the button the
 * notice mail sends the owner to (OWNER_SLOTS_ANCHOR). Pressed, the button goes (the slot no longer ends
 * this week), so focus moves to the slot's new "Runs until" line (docs/design.md §9).
 */
export function OwnerSlotRuns({ horseId, today }: { horseId: number; today: string }) {
  const slots = useRunningSlots(horseId, today);
  const carryOn = useCarryOn(horseId);
  const running = (slots.data ?? [])
    .filter((slot) => lastDayOf(slot) >= today)
    .sort((a, b) => lastDayOf(a).localeCompare(lastDayOf(b)) || a.id - b.id);
  if (running.length === 0) return null;

  const carry = (slot: AvailabilitySlot) =>
    carryOn.mutate(slot.id, {
      onSuccess: (carried) => {
        toast({
          title: AVAILABILITY_MESSAGES.carriedOn,
          description: `${carried.title} now runs until ${untilWords(lastDayOf(carried), today)}.`,
        });
        document.getElementById(runsUntilId(slot))?.focus();
      },
      onError: (err) =>
        toast({ variant: 'destructive', title: 'Something went wrong', description: errorMessage(err) }),
    });

  return (
    <section id={OWNER_SLOTS_ANCHOR} aria-labelledby="owner-slots-title" className="grid scroll-mt-20 gap-2">
      <h3 id="owner-slots-title" className="flex items-center gap-2 text-sm font-semibold text-muted">
        <CalendarClock aria-hidden="true" className="size-4 text-accent" />
        Your slots
      </h3>
      <ul className="grid gap-2">
        {running.map((slot) => {
          const carryLabel = `Carry on until ${untilWords(carriedOnUntil(slot), today)}`;
          return (
            <SlotRow
              key={slot.id}
              title={slot.title}
              actions={
                endsSoon(slot, today) ? (
                  <Button
                    size="sm"
                    variant="accent"
                    aria-label={`${carryLabel}: ${slot.title}`}
                    disabled={carryOn.isPending}
                    onClick={() => carry(slot)}
                  >
                    <Repeat aria-hidden="true" className="size-4" />
                    {carryLabel}
                  </Button>
                ) : null
              }
            >
              <p className="text-sm text-muted">{describeRepeat(planOfSlot(slot))}</p>
              <p id={runsUntilId(slot)} tabIndex={-1} className="text-sm font-semibold text-ink">
                Runs until {untilWords(lastDayOf(slot), today)}
              </p>
            </SlotRow>
          );
        })}
      </ul>
    </section>
  );
}
