import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { UserType } from '#contract/users';

/**
 * The form state both registrations use (step 3 and the single page): the rules `createSchema` builds
 * for the kind of member are checked on submit, and `showFieldError` puts a message the server sent
 * beside its field and moves the focus there.
 */
export function useRegistrationForm<Values extends FieldValues, Output>(
  type: UserType,
  createSchema: (type: UserType) => z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const schema = useMemo(() => createSchema(type), [createSchema, type]);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const showFieldError = (field: Path<Values>, message: string) =>
    form.setError(field, { message }, { shouldFocus: true });
  // What both forms use, the errors read here so the form re-renders when they change.
  const { register, handleSubmit, control } = form;
  return { register, handleSubmit, control, errors: form.formState.errors, showFieldError };
}
