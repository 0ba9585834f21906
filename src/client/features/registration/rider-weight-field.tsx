import { REGISTRATION_HINTS } from '#contract/registration-words';
import { FormField } from '#client/components/ui/form-field';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { Select } from '#client/components/ui/select';
import { RIDER_WEIGHT_OPTIONS } from './rider-weights';

/**
 * Rider weight, asked of enthusiasts only (docs/product.md §M2, §M5). Its help says who sees it: nobody; it
 * only feeds the private suitability notes and an owner's within-or-outside verdict (decisions 0018, 0055).
 */
export function RiderWeightField({ form }: { form: RegisteredFields<'riderWeight'> }) {
  return (
    <FormField
      label="Rider weight"
      hint={REGISTRATION_HINTS.riderWeight}
      error={form.errors.riderWeight?.message}
      required
    >
      <Select {...form.register('riderWeight')}>
        <option value="" disabled>
          Select your weight range
        </option>
        {RIDER_WEIGHT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
