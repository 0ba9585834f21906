import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HorseCreateSchema } from '#contract/horses.js';
import { insertUser } from '#server/db/factories.js';
import { signIn } from '#tests/setup/http.js';
import { useTestApp } from '#tests/setup/test-app.js';
import { createHorseViaApi, validHorse } from './horse-test-helpers.js';

const ctx = useTestApp();

/**
 * Every optional text field the contract takes for a horse, read from the contract, with its longest text:
 * so a field added to the contract is in this test the day it is added (ARCHITECTURE.md, "A new column").
 */
const optionalTextFields = Object.entries(HorseCreateSchema.shape).flatMap(([name, field]) => {
  const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as {
    anyOf?: { type?: string; maxLength?: number; enum?: unknown[] }[];
  };
  // Free text: a string that is not one of a list.
  const text = json.anyOf?.find((member) => member.type === 'string' && !member.enum);
  const nullable = json.anyOf?.some((member) => member.type === 'null');
  return text && nullable ? [{ name, maxLength: text.maxLength ?? 100 }] : [];
});

/** A value of the field's own, within its limit; the test horse's where it has one (its postcode is placed). */
const said = ({ name, maxLength }: { name: string; maxLength: number }) =>
  (validHorse as Record<string, unknown>)[name] ?? `Said ${name}`.slice(0, maxLength);

describe("a horse's optional text fields", () => {
  it('are read from the contract', () => {
    expect(optionalTextFields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['color', 'description', 'postcode', 'specialNeeds']),
    );
  });

  it('are each stored, given back to the owner, and cleared by an edit', async () => {
    await insertUser(ctx.db, { email: 'olive@example.test', userType: 'owner' });
    const cookie = await signIn(ctx.app, 'olive@example.test');
    const given = Object.fromEntries(optionalTextFields.map((field) => [field.name, said(field)]));
    const { id } = await createHorseViaApi(ctx.app, cookie, given);
    const ownView = await ctx.app.inject({ method: 'GET', url: `/api/horses/${id}`, headers: { cookie } });
    expect(ownView.json()).toMatchObject(given);

    const cleared = Object.fromEntries(optionalTextFields.map(({ name }) => [name, null]));
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/horses/${id}`,
      headers: { cookie },
      payload: cleared,
    });
    expect(edit.statusCode).toBe(200);
    const afterEdit = await ctx.app.inject({ method: 'GET', url: `/api/horses/${id}`, headers: { cookie } });
    expect(afterEdit.json()).toMatchObject(cleared);
  });
});
