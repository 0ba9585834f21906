import {
  RegisteredEmailInput,
  RegisteredInput,
  type RegisteredFields,
} from '#client/components/ui/registered-input';

/** First name, last name and email (registration step 2 and the single page). */
export function NameEmailFields({ form }: { form: RegisteredFields<'firstName' | 'lastName' | 'email'> }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <RegisteredInput
          form={form}
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          maxLength={60}
        />
        <RegisteredInput
          form={form}
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={60}
        />
      </div>
      <RegisteredEmailInput form={form} maxLength={254} />
    </>
  );
}
