import { z } from 'zod';
import {
  HORSE_LIMITS,
  HORSE_MESSAGES,
  HorseCreateSchema,
  HorseUpdateSchema,
  type Horse,
  type HorseCreateInput,
  type HorseUpdateInput,
} from '#contract/horses';
import type { SessionUser } from '#contract/users';

/** What the form's controls hold; the contract's schemas check what is built from it. */
// A type, not an interface: react-hook-form's values are a record of names.
export type HorseFormValues = {
  name: string;
  breed: string;
  age: string;
  color: string;
  height: string;
  description: string;
  location: string;
  postcode: string;
  services: string[];
  experienceLevel: string;
  temperament: string[];
  specialNeeds: string;
  isAvailable: boolean;
  initialAvailability: string;
};

export type HorseFormMode = 'add' | 'edit';

export const EMPTY_HORSE_FORM: HorseFormValues = {
  name: '',
  breed: '',
  age: '',
  color: '',
  height: '',
  description: '',
  location: '',
  postcode: '',
  services: [],
  experienceLevel: '',
  temperament: [],
  specialNeeds: '',
  isAvailable: true,
  initialAvailability: '',
};

/** A new horse: where it is kept starts as where its owner lives, from their profile (issue 32). */
export function newHorseFormValues(owner: Pick<SessionUser, 'location' | 'postcode'>): HorseFormValues {
  return { ...EMPTY_HORSE_FORM, location: owner.location ?? '', postcode: owner.postcode ?? '' };
}

export function formValuesFromHorse(horse: Horse): HorseFormValues {
  return {
    name: horse.name,
    breed: horse.breed,
    age: horse.age === null ? '' : String(horse.age),
    color: horse.color ?? '',
    height: horse.height,
    description: horse.description ?? '',
    location: horse.location,
    postcode: horse.postcode ?? '',
    services: horse.services,
    experienceLevel: horse.experienceLevel ?? '',
    temperament: horse.temperament,
    specialNeeds: horse.specialNeeds ?? '',
    isAvailable: horse.isAvailable,
    initialAvailability: '',
  };
}

export const ageMessage = (mode: HorseFormMode) =>
  `Age must be a whole number from ${mode === 'add' ? HORSE_LIMITS.addAgeMin : HORSE_LIMITS.editAgeMin} to ${HORSE_LIMITS.ageMax}`;

/** Add: empty is no age, anything else must be a whole number. Edit: a parse failure is no age (docs/product.md §M5). */
function parseAge(raw: string, mode: HorseFormMode): number | null {
  const text = raw.trim();
  if (!text) return null;
  const age = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isNaN(age) && mode === 'edit' ? null : age;
}

function payload(values: HorseFormValues, mode: HorseFormMode) {
  return {
    name: values.name,
    breed: values.breed,
    age: parseAge(values.age, mode),
    color: values.color,
    height: values.height,
    description: values.description,
    location: values.location,
    postcode: values.postcode,
    services: values.services,
    experienceLevel: values.experienceLevel || null,
    temperament: values.temperament,
    specialNeeds: values.specialNeeds,
    ...(mode === 'add'
      ? { initialAvailability: values.initialAvailability }
      : { isAvailable: values.isAvailable }),
  };
}

function friendlyMessage(field: string, message: string, mode: HorseFormMode): string {
  if (field === 'age') return ageMessage(mode);
  if (field === 'height') return HORSE_MESSAGES.heightRequired;
  return message;
}

/**
 * The form's values checked by the contract's schema: what the controls hold is built into the body the
 * server parses (payload), which `schema` checks; each message goes on the field it names, in the form's
 * words for age and height. The output is that body.
 */
function formSchema<Body>(schema: z.ZodType<Body>, mode: HorseFormMode) {
  return z.custom<HorseFormValues>().transform((values, ctx) => {
    const parsed = schema.safeParse(payload(values, mode));
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
