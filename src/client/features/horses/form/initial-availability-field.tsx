import type { UseFormRegisterReturn } from 'react-hook-form';
import { QUICK_SETUP_LABELS } from '#contract/availability';
import { INITIAL_AVAILABILITY_PRESETS } from '#contract/options';
import { initialAvailabilitySlots, presetLastDay } from '#contract/rules/availability-presets';
import { untilWords } from '#contract/rules/slot-ending';
import { FormField } from '#client/components/ui/form-field';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { useCalendarToday } from '#client/lib/calendar-today';

type Preset = (typeof INITIAL_AVAILABILITY_PRESETS)[number];

/**
 * docs/product.md §M9: custom or none creates no slots. The three the calendar's quick setup also has carry
 * its names, which are also the titles of the slots they make.
 */
const PRESET_NAMES: Record<Preset, string> = {
  always: `${QUICK_SETUP_LABELS.always}, all day every day`,
  weekdays: `${QUICK_SETUP_LABELS.weekdays}, every week`,
  weekends: `${QUICK_SETUP_LABELS.weekends}, every week`,
  flexible: 'Flexible 8am-8pm, every day',
  custom: 'Custom (set up later)',
};

/**
 * The choice as the form offers it, with the day its slots run until ("Mon-Fri 9-5, every week until
 * 18 Dec"): worked out by the rule the server writes them with, from the same calendar day, so nothing the
 * owner picks runs out unannounced.
 */
export function presetLabel(preset: Preset, today: string): string {
  const last = presetLastDay(initialAvailabilitySlots(preset, new Date(`${today}T00:00:00Z`)));
  return last ? `${PRESET_NAMES[preset]} until ${untilWords(last, today)}` : PRESET_NAMES[preset];
}

export function InitialAvailabilityField({ register }: { register: UseFormRegisterReturn }) {
  const today = useCalendarToday();
  return (
    <FormField
      label="Initial availability (optional)"
      hint="Each choice runs until the day it names. A week before, we e-mail you so you can carry it on."
    >
      <OptionSelect
        {...register}
        prompt="None"
        options={labelledOptions(INITIAL_AVAILABILITY_PRESETS, (preset) => presetLabel(preset, today))}
      />
    </FormField>
  );
}
