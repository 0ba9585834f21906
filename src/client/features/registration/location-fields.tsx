import { RegisteredInput, type RegisteredFields } from '#client/components/ui/registered-input';

/** Town/City and Postcode, side by side and level on wider screens (both registration forms). */
export function LocationFields({ form }: { form: RegisteredFields<'location' | 'postcode'> }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RegisteredInput
        form={form}
        name="location"
        label="Town/City"
        required
        autoComplete="address-level2"
        maxLength={100}
      />
      <RegisteredInput
        form={form}
        name="postcode"
        label="Postcode"
        hint="For example SW1A 1AA"
        hintBelow
        required
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={10}
      />
    </div>
  );
}
