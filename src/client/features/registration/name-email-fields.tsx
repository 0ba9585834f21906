import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

/** First name, last name and email (registration step 2 and the single page). */
export function NameEmailFields(props: {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { firstName?: string; lastName?: string; email?: string };
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={props.errors.firstName} required>
          <Input {...props.firstName} autoComplete="given-name" maxLength={60} />
        </FormField>
        <FormField label="Last name" error={props.errors.lastName} required>
          <Input {...props.lastName} autoComplete="family-name" maxLength={60} />
        </FormField>
      </div>
      <FormField label="Email" error={props.errors.email} required>
        <Input {...props.email} type="email" autoComplete="email" inputMode="email" maxLength={254} />
      </FormField>
    </>
  );
}
