import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

/** Town/City and Postcode, side by side on wider screens (both registration forms). */
export function LocationFields(props: {
  location: UseFormRegisterReturn;
  postcode: UseFormRegisterReturn;
  errors: { location?: string; postcode?: string };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Town/City" error={props.errors.location} required>
        <Input {...props.location} autoComplete="address-level2" maxLength={100} />
      </FormField>
      <FormField label="Postcode" hint="For example SW1A 1AA" error={props.errors.postcode} required>
        <Input {...props.postcode} autoComplete="postal-code" autoCapitalize="characters" maxLength={10} />
      </FormField>
    </div>
  );
}
