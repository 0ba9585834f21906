import type { Horse, HorseCreateInput } from '#contract/horses';
import type { SessionUser } from '#contract/users';

export type HorseFormMode = 'add' | 'edit';

/** One field of the horse form: what its control holds, empty and for a horse, and what it sends. */
interface HorseFormField<Value> {
  /** What the control holds on a new horse. */
  empty: Value;
  /** What the control holds for the horse being edited. */
  fromHorse: (horse: Horse) => Value;
  /** What goes in the request body, which the contract's schema then checks (horse-form-values.ts). */
  toBody: (value: Value, mode: HorseFormMode) => unknown;
  /** Sent on adding only, or on editing only; both when absent. */
  only?: HorseFormMode;
}

const field = <Value>(spec: HorseFormField<Value>) => spec;

type HorseKeyHolding<T> = { [K in keyof Horse]-?: Horse[K] extends T ? K : never }[keyof Horse];

/** Text as typed (the contract trims it, and reads '' as none where the field is optional). */
const text = (key: HorseKeyHolding<string | null | undefined>) =>
  field<string>({ empty: '', fromHorse: (horse) => horse[key] ?? '', toBody: (value) => value });

/** One of a list, or '' for none, which the contract takes as null. */
const choice = (key: HorseKeyHolding<string | null>) =>
  field<string>({ empty: '', fromHorse: (horse) => horse[key] ?? '', toBody: (value) => value || null });

/** Ticked boxes, as a list. */
const ticked = (key: HorseKeyHolding<string[]>) =>
  field<string[]>({ empty: [], fromHorse: (horse) => horse[key], toBody: (value) => value });

/** Add: empty is no age, anything else must be a whole number. Edit: a parse failure is no age (docs/product.md §M5). */
function parseAge(raw: string, mode: HorseFormMode): number | null {
  const typed = raw.trim();
  if (!typed) return null;
  const age = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  return Number.isNaN(age) && mode === 'edit' ? null : age;
}

/** Contract fields the form has no control for: photos are uploaded apart, and the owner is the session's. */
type NotAFormField = 'images' | 'ownerId';

/**
 * Every field of the horse form, once (issue "The house, round 4"): the form's defaults, its values for a
 * horse being edited and the body it sends are all read from here. A name the contract lacks, or a
 * contract field neither here nor in NotAFormField, is a type error; so is a control (horse-form-fields.tsx)
 * naming a field that is not here.
 */
const HORSE_FORM_FIELDS = {
  name: text('name'),
  breed: text('breed'),
  age: field<string>({
    empty: '',
    fromHorse: (horse) => (horse.age === null ? '' : String(horse.age)),
    toBody: parseAge,
  }),
  color: text('color'),
  height: text('height'),
  description: text('description'),
  location: text('location'),
  postcode: text('postcode'),
  services: ticked('services'),
  experienceLevel: choice('experienceLevel'),
  temperament: ticked('temperament'),
  specialNeeds: text('specialNeeds'),
  isAvailable: field<boolean>({
    empty: true,
    fromHorse: (horse) => horse.isAvailable,
    toBody: (value) => value,
    only: 'edit',
  }),
  initialAvailability: field<string>({
    empty: '',
    fromHorse: () => '',
    toBody: (value) => value,
    only: 'add',
  }),
  /** The owner's limits for riders (decision 0055): '' is no limit; hackingAlone is '', 'yes' or 'no'. */
  maxRiderWeight: choice('maxRiderWeight'),
  minRiderExperience: choice('minRiderExperience'),
  hackingAlone: field<string>({
    empty: '',
    fromHorse: (horse) => (horse.hackingAlone === null ? '' : horse.hackingAlone ? 'yes' : 'no'),
    toBody: (value) => (value === '' ? null : value === 'yes'),
  }),
} satisfies Record<Exclude<keyof HorseCreateInput, NotAFormField>, unknown>;

type FieldName = keyof typeof HORSE_FORM_FIELDS;

/** What the form's controls hold; the contract's schemas check what is built from it. */
// A type, not an interface: react-hook-form's values are a record of names.
export type HorseFormValues = {
  [Name in FieldName]: (typeof HORSE_FORM_FIELDS)[Name] extends HorseFormField<infer Value> ? Value : never;
};

const FIELD_NAMES = Object.keys(HORSE_FORM_FIELDS) as FieldName[];

/**
 * A record of every field, each worked out from its entry. TypeScript cannot follow a value's type through
 * a loop over names, so the record is named as the caller's type here, once, from entries that are typed.
 */
function perField<Values>(valueOf: (name: FieldName) => unknown): Values {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, valueOf(name)])) as Values;
}

/** Each entry, as the one type its functions share (the table's entries differ only in their value). */
const entry = (name: FieldName) => HORSE_FORM_FIELDS[name] as HorseFormField<unknown>;

export const EMPTY_HORSE_FORM = perField<HorseFormValues>((name) => entry(name).empty);

/** A new horse: where it is kept starts as where its owner lives, from their profile (issue 32). */
export function newHorseFormValues(owner: Pick<SessionUser, 'location' | 'postcode'>): HorseFormValues {
  return { ...EMPTY_HORSE_FORM, location: owner.location ?? '', postcode: owner.postcode ?? '' };
}

export const formValuesFromHorse = (horse: Horse) =>
  perField<HorseFormValues>((name) => entry(name).fromHorse(horse));

/** The body the form sends, for the contract's schema to check: each field sent in its mode, as its entry says. */
export function horseFormBody(values: HorseFormValues, mode: HorseFormMode): Record<string, unknown> {
  return Object.fromEntries(
    FIELD_NAMES.filter((name) => (entry(name).only ?? mode) === mode).map((name) => [
      name,
      entry(name).toBody(values[name], mode),
    ]),
  );
}
