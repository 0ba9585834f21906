import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { RIDER_WEIGHT_OPTIONS } from './rider-weights';

/** Rider weight, asked of enthusiasts only (docs/product.md §M2, §M5), so owners can match riders to horses. */
export function RiderWeightField({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField
      label="Rider weight"
      hint="Owners use this to suggest horses that can carry you comfortably. It is never shown publicly."
      error={error}
      required
    >
      <Select {...field}>
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
