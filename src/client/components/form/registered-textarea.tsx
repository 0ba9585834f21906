import type { TextareaHTMLAttributes } from 'react';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';

export interface RegisteredTextareaProps<Name extends string> extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name'
> {
  form: RegisteredFields<Name>;
  name: Name;
  label: string;
  hint?: string;
}

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
