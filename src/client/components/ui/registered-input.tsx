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

export interface RegisteredInputProps<Name extends string> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name'
> {
  form: RegisteredFields<Name>;
  name: Name;
  label: string;
  hint?: string;
  hintBelow?: boolean;
}

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

/** The email field every form asks for the same way. */
export function RegisteredEmailInput({
  form,
  ...input
}: { form: RegisteredFields<'email'> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
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
