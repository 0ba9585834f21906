import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { UserType } from '#contract/users';
import { useContractForm } from '#client/components/form';

/**
 * The form both registrations use (step 3 and the single page), built with the form kit: the rules
 * `createSchema` builds for the kind of member are checked on submit; the server's field messages go
 * beside their fields through the kit (see use-registration-outcome.ts for the postcode's own words).
 */
export function useRegistrationForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  type: UserType,
  createSchema: (type: UserType) => Schema,
  defaultValues: DefaultValues<z.input<Schema> & Record<string, unknown>>,
) {
  const schema = useMemo(() => createSchema(type), [createSchema, type]);
  return useContractForm(schema, { defaultValues });
}
