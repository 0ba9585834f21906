import type { UseFormRegisterReturn } from 'react-hook-form';
import { QUICK_SETUP_LABELS } from '#contract/availability';
import { INITIAL_AVAILABILITY_PRESETS } from '#contract/options';
import { FormField } from '#client/components/ui/form-field';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';

type Preset = (typeof INITIAL_AVAILABILITY_PRESETS)[number];

/**
 * docs/product.md §M9: presets run one month from today; custom or none creates no slots. The three the
 * calendar's quick setup also has carry its names, which are also the titles of the slots they make.
 */
export const PRESET_LABELS: Record<Preset, string> = {
  always: `${QUICK_SETUP_LABELS.always} (every day, all day)`,
  weekdays: QUICK_SETUP_LABELS.weekdays,
  weekends: QUICK_SETUP_LABELS.weekends,
  flexible: 'Flexible 8am-8pm',
  custom: 'Custom (set up later)',
};

export function InitialAvailabilityField({ register }: { register: UseFormRegisterReturn }) {
  return (
    <FormField
      label="Initial availability (optional)"
      hint="Sets up availability for the next month. You can change it at any time."
    >
      <OptionSelect
        {...register}
        prompt="None"
        options={labelledOptions(INITIAL_AVAILABILITY_PRESETS, PRESET_LABELS)}
      />
    </FormField>
  );
}
