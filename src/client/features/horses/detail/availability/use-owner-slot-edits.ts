import { useState } from 'react';
import {
  AVAILABILITY_MESSAGES,
  QUICK_SETUP_LABELS,
  type AvailabilitySlot,
  type QuickSetupPreset,
} from '#contract/availability';
import { describeSlots, type PlannedSlot } from '#contract/rules/slot-plan';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useSlotMutations } from './availability-api';
import { monthOf, type CalendarMonth } from './calendar-dates';

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/**
 * The owner's changes to the calendar, each with its toast: saving the slot form (a new plan, or the slot
 * being edited), deleting a slot, and a quick-setup preset. After saving, the calendar moves to the month
 * where the new slots begin (today's, for slots that began earlier).
 */
export function useOwnerSlotEdits({
  horseId,
  today,
  editing,
  setMonth,
  close,
}: {
  horseId: number;
  today: string;
  /** The slot the form is editing, if any. */
  editing: AvailabilitySlot | null;
  setMonth: (month: CalendarMonth) => void;
  close: () => void;
}) {
  const { remove, quickSetup, savePlan } = useSlotMutations(horseId);
  const [applying, setApplying] = useState<QuickSetupPreset | null>(null);
  const showMonthOf = (day: string | undefined) => {
    if (day) setMonth(monthOf(day > today ? day : today));
  };
  const failed = (err: unknown) =>
    toast({ variant: 'destructive', title: 'Something went wrong', description: errorMessage(err) });

  const saveSlots = (planned: PlannedSlot[]) =>
    savePlan.mutate(
      { editId: editing?.id ?? null, slots: planned },
      {
        onSuccess: (saved) => {
          // Said as the owner planned it ("Saved: every Tue and Thu, …"), not as a count of slots.
          toast({
            title: editing ? AVAILABILITY_MESSAGES.updated : AVAILABILITY_MESSAGES.created,
            description: `Saved: ${lowerFirst(describeSlots(planned))}.`,
          });
          showMonthOf(saved.map((slot) => slot.startDate).sort()[0]);
          close();
        },
        onError: failed,
      },
    );

  const deleteSlot = (slot: AvailabilitySlot) =>
    remove.mutate(slot.id, {
      onSuccess: () => {
        toast({ title: AVAILABILITY_MESSAGES.deleted });
        if (editing?.id === slot.id) close();
      },
      onError: failed,
    });

  const applyPreset = (preset: QuickSetupPreset) => {
    setApplying(preset);
    quickSetup.mutate(preset, {
      onSuccess: (created) => {
        // A preset never duplicates what is there: tapped again, it says so instead of adding.
        toast(
          created.length === 0
            ? { title: 'Already set', description: 'Those times are already in the calendar. Nothing added.' }
            : {
                title: AVAILABILITY_MESSAGES.created,
                description: `Added: ${QUICK_SETUP_LABELS[preset]}.`,
              },
        );
        showMonthOf(created[0]?.startDate);
      },
      onError: failed,
      onSettled: () => setApplying(null),
    });
  };

  return { saveSlots, deleteSlot, applyPreset, applying, savePlan, deleting: remove.isPending };
}
