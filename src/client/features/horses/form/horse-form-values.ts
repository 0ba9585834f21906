import { z } from 'zod';
import {
  HORSE_LIMITS,
  HORSE_MESSAGES,
  HorseCreateSchema,
  HorseUpdateSchema,
  type HorseCreateInput,
  type HorseUpdateInput,
} from '#contract/horses';
import { horseFormBody, type HorseFormMode, type HorseFormValues } from './horse-form-table';

export const ageMessage = (mode: HorseFormMode) =>
  `Age must be a whole number from ${mode === 'add' ? HORSE_LIMITS.addAgeMin : HORSE_LIMITS.editAgeMin} to ${HORSE_LIMITS.ageMax}`;

function friendlyMessage(field: string, message: string, mode: HorseFormMode): string {
  if (field === 'age') return ageMessage(mode);
  if (field === 'height') return HORSE_MESSAGES.heightRequired;
  return message;
}

/**
 * The form's values checked by the contract's schema: what the controls hold is built into the body the
 * server parses (horseFormBody), which `schema` checks; each message goes on the field it names, in the form's
 * words for age and height. The output is that body.
 */
function formSchema<Body>(schema: z.ZodType<Body>, mode: HorseFormMode) {
  return z.custom<HorseFormValues>().transform((values, ctx) => {
    const parsed = schema.safeParse(horseFormBody(values, mode));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      ctx.addIssue({ code: 'custom', path: [field], message: friendlyMessage(field, issue.message, mode) });
    }
    return z.NEVER;
  });
}

/** The add form's schema or the edit form's: both read the form's values and give the body to send. */
export type HorseFormSchema = z.ZodType<HorseCreateInput | HorseUpdateInput, HorseFormValues>;

export const addHorseFormSchema: HorseFormSchema = formSchema<HorseCreateInput>(HorseCreateSchema, 'add');
export const editHorseFormSchema: HorseFormSchema = formSchema<HorseUpdateInput>(HorseUpdateSchema, 'edit');
