import type { TextareaHTMLAttributes } from 'react';
import type { RegisteredControlProps } from '#client/components/ui/registered-input';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';

export type RegisteredTextareaProps<Name extends string> = RegisteredControlProps<
  Name,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>;

/**
 * A labelled multi-line text box bound to one field of a useContractForm form (its `fields`), with the
 * field's error beside it: RegisteredInput's twin for longer text.
 */
export function RegisteredTextarea<Name extends string>({
  form,
  name,
  label,
  hint,
  required,
  ...textarea
}: RegisteredTextareaProps<Name>) {
  return (
    <FormField label={label} hint={hint} error={form.errors[name]?.message} required={required}>
      <Textarea {...form.register(name)} {...textarea} />
    </FormField>
  );
}
