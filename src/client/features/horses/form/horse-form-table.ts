import { HORSE_TEXT_MAX, type Horse, type HorseCreateInput } from '#contract/horses';
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

/**
 * How the form draws a field of free text: a labelled box, as long as the contract allows. A field with one
 * is drawn from here, in the table's order (horse-form-fields.tsx); any other field has a control of its own.
 */
export interface TextControl {
  label: string;
  /** Shown under the label; may differ between adding and editing. */
  hint?: (mode: HorseFormMode) => string | undefined;
  /** More than one line: a text area this many rows high, across the whole form. */
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  /** Marked as required (the contract says what is). */
  required?: boolean;
}

/** A text field's control, with the most characters the contract lets it hold. */
export type DrawnTextControl = TextControl & { maxLength: number };

const field = <Value>(spec: HorseFormField<Value>) => spec;

type HorseKeyHolding<T> = { [K in keyof Horse]-?: Horse[K] extends T ? K : never }[keyof Horse];

/**
 * Text as typed (the contract trims it, and reads '' as none where the field is optional), in a box the
 * form draws from `control`.
 */
const text = (
  key: HorseKeyHolding<string | null | undefined> & keyof typeof HORSE_TEXT_MAX,
  control: TextControl,
) => ({
  ...field<string>({ empty: '', fromHorse: (horse) => horse[key] ?? '', toBody: (value) => value }),
  control: { ...control, maxLength: HORSE_TEXT_MAX[key] } satisfies DrawnTextControl,
});

/** One of a list that must be picked (its control starts on a prompt, ''). */
const picked = (key: HorseKeyHolding<string>) =>
  field<string>({ empty: '', fromHorse: (horse) => horse[key], toBody: (value) => value });

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
 * Every field of the horse form, once, in the order the form shows them (issue "The house, round 4"): the
 * form's defaults, its values for a horse being edited, the body it sends and each free-text box are all read
 * from here. A name the contract lacks, or a contract field neither here nor in NotAFormField, is a type
 * error; so is a field with no box here and no control of its own in horse-form-fields.tsx.
 */
const HORSE_FORM_FIELDS = {
  name: text('name', { label: 'Horse name', required: true }),
  breed: picked('breed'),
  age: field<string>({
    empty: '',
    fromHorse: (horse) => (horse.age === null ? '' : String(horse.age)),
    toBody: parseAge,
  }),
  color: text('color', { label: 'Colour', placeholder: 'e.g. Bay, Chestnut, Grey' }),
  height: picked('height'),
  experienceLevel: choice('experienceLevel'),
  location: text('location', {
    label: 'Location (town or city)',
    required: true,
    hint: (mode) =>
      mode === 'add' ? 'From your profile; change it if your horse is kept elsewhere.' : undefined,
    autoComplete: 'address-level2',
  }),
  postcode: text('postcode', {
    label: 'Postcode (optional)',
    hint: () => 'Used only to work out distances; never shown to anyone else.',
    autoComplete: 'postal-code',
  }),
  description: text('description', { label: 'Description', rows: 5 }),
  services: ticked('services'),
  temperament: ticked('temperament'),
  specialNeeds: text('specialNeeds', { label: 'Special needs', rows: 3 }),
  /** The owner's limits for riders (decision 0055): '' is no limit; hackingAlone is '', 'yes' or 'no'. */
  maxRiderWeight: choice('maxRiderWeight'),
  minRiderExperience: choice('minRiderExperience'),
  hackingAlone: field<string>({
    empty: '',
    fromHorse: (horse) => (horse.hackingAlone === null ? '' : horse.hackingAlone ? 'yes' : 'no'),
    toBody: (value) => (value === '' ? null : value === 'yes'),
  }),
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
} satisfies Record<Exclude<keyof HorseCreateInput, NotAFormField>, unknown>;

export type FieldName = keyof typeof HORSE_FORM_FIELDS;

/** The fields the form draws as text boxes from their entry's control. */
export type TextFieldName = {
  [Name in FieldName]: (typeof HORSE_FORM_FIELDS)[Name] extends { control: DrawnTextControl } ? Name : never;
}[FieldName];

/** What the form's controls hold; the contract's schemas check what is built from it. */
// A type, not an interface: react-hook-form's values are a record of names.
export type HorseFormValues = {
  [Name in FieldName]: (typeof HORSE_FORM_FIELDS)[Name] extends HorseFormField<infer Value> ? Value : never;
};

/** Every field, in the form's order. */
export const FIELD_NAMES = Object.keys(HORSE_FORM_FIELDS) as FieldName[];

/** The box a text field is drawn as; undefined for a field with a control of its own. */
export function textControlOf(name: FieldName): DrawnTextControl | undefined {
  const spec = HORSE_FORM_FIELDS[name];
  return 'control' in spec ? spec.control : undefined;
}

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
