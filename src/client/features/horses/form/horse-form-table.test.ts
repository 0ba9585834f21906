import { describe, expect, it } from 'vitest';
import { HorseUpdateSchema, type Horse } from '#contract/horses';
import { buildHorse } from '#client/test-utils/horse-fixtures';
import { formValuesFromHorse, horseFormBody } from './horse-form-table';

const everythingSaid = buildHorse({
  age: 0,
  postcode: 'YO1 7HH',
  specialNeeds: 'Sweet itch in summer',
  experienceLevel: 'expert',
  maxRiderWeight: '11-13st',
  minRiderExperience: 'intermediate',
  hackingAlone: false,
  isAvailable: false,
});
const nothingOptional = buildHorse({
  age: null,
  color: null,
  description: null,
  postcode: null,
  specialNeeds: null,
  experienceLevel: null,
  temperament: [],
  hackingAlone: true,
});

describe("the horse form's field table", () => {
  // Each entry's value for a horse and its value for the body must undo each other, or saving an edit
  // untouched would change the horse: this holds a new entry to that too.
  it.each([
    ['every field said', everythingSaid],
    ['the optional fields left empty', nothingOptional],
  ])('sends a horse saved untouched back as it was, %s', (_, horse) => {
    const body = HorseUpdateSchema.parse(horseFormBody(formValuesFromHorse(horse), 'edit'));
    expect(Object.keys(body).length).toBeGreaterThan(10);
    for (const [name, sent] of Object.entries(body)) expect(sent, name).toEqual(horse[name as keyof Horse]);
  });
});
