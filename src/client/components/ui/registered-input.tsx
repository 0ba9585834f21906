import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * What a field or a group of fields needs from the form it sits in (react-hook-form's register and
 * errors), narrowed to its own names, so a form passes itself once instead of field by field.
 */
export interface RegisteredFields<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string | undefined }>>;
}

/** A labelled control bound to one form field: its own attributes, less the ones the form sets. */
export type RegisteredControlProps<Name extends string, Attributes> = Omit<Attributes, 'form' | 'name'> & {
  form: RegisteredFields<Name>;
  name: Name;
  label: string;
  hint?: string;
};

export type RegisteredInputProps<Name extends string> = RegisteredControlProps<
  Name,
  InputHTMLAttributes<HTMLInputElement>
> & { hintBelow?: boolean };

/** A labelled text input bound to one form field, with the field's error beside it. */
export function RegisteredInput<Name extends string>({
  form,
  name,
  label,
  hint,
  hintBelow,
  required,
  ...input
}: RegisteredInputProps<Name>) {
  return (
    <FormField
      label={label}
      hint={hint}
      hintBelow={hintBelow}
      error={form.errors[name]?.message}
      required={required}
    >
      <Input {...form.register(name)} {...input} />
    </FormField>
  );
}

type OneFieldProps<Name extends string> = { form: RegisteredFields<Name> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name'
>;

/** The email field every form asks for the same way (a sign-in form passes `required={false}`). */
export function RegisteredEmailInput({ form, ...input }: OneFieldProps<'email'>) {
  return (
    <RegisteredInput
      form={form}
      name="email"
      label="Email"
      required
      type="email"
      autoComplete="email"
      inputMode="email"
      {...input}
    />
  );
}

/** The password a member already has, as every sign-in form asks for it. */
export function RegisteredCurrentPasswordInput({ form, ...input }: OneFieldProps<'password'>) {
  return (
    <RegisteredInput
      form={form}
      name="password"
      label="Password"
      type="password"
      autoComplete="current-password"
      {...input}
    />
  );
}
