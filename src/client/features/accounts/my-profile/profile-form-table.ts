import { z } from 'zod';
import { ProfileUpdateSchema, RIDER_WEIGHT_MESSAGES, type ProfileUpdateInput } from '#contract/profile';
import { ExperienceLevelSchema } from '#contract/options';
import { RiderWeightSchema, type SessionUser } from '#contract/users';

/** One field of My Profile's details form: its check, what it holds for the member, what it sends. */
interface ProfileFormField<Check extends z.ZodType, Body> {
  /** The contract's check of the field, or of what its control holds ('' for none of a list). */
  check: Check;
  /** What the control holds for the member, from their session. */
  fromUser: (user: SessionUser) => z.input<Check>;
  /** What goes in PUT /api/users/{id}, from the checked value. */
  toBody: (value: z.output<Check>, user: SessionUser) => Body;
}

const field = <Check extends z.ZodType, Body>(spec: ProfileFormField<Check, Body>) => spec;

/** A field the contract checks as it is, sent as the check leaves it (trimmed; '' read as none). */
const asChecked = <Check extends z.ZodType>(check: Check, fromUser: (user: SessionUser) => z.input<Check>) =>
  field({ check, fromUser, toBody: (value: z.output<Check>) => value });

const shape = ProfileUpdateSchema.shape;

/**
 * Every field of the form, once (issue "The house, round 4"): its schema, its values for the member and
 * the body it sends are all read from here. A field of the contract missing here, a name it lacks, or a
 * body value of a type it does not take is a type error.
 */
const PROFILE_FORM_FIELDS = {
  firstName: asChecked(shape.firstName, (user) => user.firstName),
  lastName: asChecked(shape.lastName, (user) => user.lastName),
  location: asChecked(shape.location, (user) => user.location ?? ''),
  postcode: asChecked(shape.postcode, (user) => user.postcode ?? ''),
  phone: asChecked(shape.phone, (user) => user.phone ?? ''),
  bio: asChecked(shape.bio, (user) => user.bio ?? ''),
  riderWeight: field({
    check: z.literal('').or(RiderWeightSchema),
    fromUser: (user) => user.riderWeight ?? '',
    // Owners have none (the server refuses one).
    toBody: (value, user) => (user.userType === 'enthusiast' ? value || null : null),
  }),
  experienceLevel: field({
    check: z.literal('').or(ExperienceLevelSchema),
    fromUser: (user) => user.experienceLevel ?? '',
    toBody: (value) => value || null,
  }),
  showExperience: asChecked(z.boolean(), (user) => user.showExperience),
} satisfies {
  // Any check and value the entry likes; what it sends must be what the contract takes for that field.
  [Name in keyof ProfileUpdateInput]-?: {
    toBody: (value: never, user: SessionUser) => ProfileUpdateInput[Name];
  };
};

type Table = typeof PROFILE_FORM_FIELDS;
type FieldName = keyof Table;
const FIELD_NAMES = Object.keys(PROFILE_FORM_FIELDS) as FieldName[];

/**
 * A record of every field, each worked out from its entry. TypeScript cannot follow a value's type through
 * a loop over names, so the record is named as the caller's type here, once, from entries that are typed.
 */
function perField<Values>(
  valueOf: (entry: ProfileFormField<z.ZodType, unknown>, name: FieldName) => unknown,
) {
  return Object.fromEntries(
    FIELD_NAMES.map((name) => [
      name,
      valueOf(PROFILE_FORM_FIELDS[name] as ProfileFormField<z.ZodType, unknown>, name),
    ]),
  ) as Values;
}

/** The form's schema: each field's check, and a rider weight asked of enthusiasts (the server's rule, said before sending). */
export function profileFormSchema(isEnthusiast: boolean) {
  return z
    .object(perField<{ [Name in FieldName]: Table[Name]['check'] }>((entry) => entry.check))
    .superRefine((values, ctx) => {
      if (isEnthusiast && !values.riderWeight) {
        ctx.addIssue({ code: 'custom', path: ['riderWeight'], message: RIDER_WEIGHT_MESSAGES.required });
      }
    });
}
type ProfileFormSchema = ReturnType<typeof profileFormSchema>;

export const profileFormValues = (user: SessionUser) =>
  perField<z.input<ProfileFormSchema>>((entry) => entry.fromUser(user));

export const profileFormBody = (values: z.output<ProfileFormSchema>, user: SessionUser) =>
  perField<ProfileUpdateInput>((entry, name) => entry.toBody(values[name], user));
