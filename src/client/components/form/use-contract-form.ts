import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { showServerFieldErrors } from './server-field-errors';

type Input<Schema extends z.ZodType> = z.input<Schema> & Record<string, unknown>;

/**
 * The one way a form is built: react-hook-form checked by the contract's zod schema (the server parses the
 * same body with the same schema, so both sides say the same thing), with the fields the form shows
 * listed once. On top of react-hook-form's own API it gives:
 * - `fields`: what `RegisteredInput` and friends take (`register` and `errors`), narrowed to the form's
 *   own names;
 * - `showServerErrors(err)`: the server's per-field messages put beside those fields (true if any was).
 */
export function useContractForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  options: Omit<UseFormProps<Input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> & {
    defaultValues: DefaultValues<Input<Schema>>;
  },
) {
  const form = useForm<Input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
  });
  const names = Object.keys(options.defaultValues) as FieldPath<Input<Schema>>[];
  const fields: RegisteredFields<FieldPath<Input<Schema>>> = {
    register: (name) => form.register(name),
    errors: form.formState.errors as RegisteredFields<FieldPath<Input<Schema>>>['errors'],
  };
  const showServerErrors = (err: unknown) => showServerFieldErrors(err, form.setError, names);
  return { ...form, fields, showServerErrors };
}

/**
 * What a component that draws the form element of a kit form for its caller (DialogForm) takes from it. Only
 * the kit may call react-hook-form's useForm (eslint.config.js), so such a form comes from useContractForm.
 */
export type KitForm<Values extends FieldValues, Output> = Pick<
  UseFormReturn<Values, unknown, Output>,
  'handleSubmit'
>;
