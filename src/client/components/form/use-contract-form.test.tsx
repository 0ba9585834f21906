import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#client/lib/api';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { useContractForm } from './use-contract-form';

// A contract-like schema with its own words, as the contract's schemas have.
const PlaceSchema = z.object({
  town: z.string().trim().min(1, 'Town is required'),
  postcode: z.string().trim().min(1, 'Postcode is required'),
});

const serverError = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Please check the form', fieldErrors }));

/** A form built the one way; `reply` is what its submission "fails" with, and `placed` what the mapper said. */
function PlaceForm({ reply, onPlaced }: { reply: unknown; onPlaced: (placed: boolean) => void }) {
  const form = useContractForm(PlaceSchema, { defaultValues: { town: '', postcode: '' } });
  const onSubmit = form.handleSubmit(() => onPlaced(form.showServerErrors(reply)));
  return (
    <form onSubmit={onSubmit} noValidate>
      <RegisteredInput form={form.fields} name="town" label="Town" />
      <RegisteredInput form={form.fields} name="postcode" label="Postcode" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(reply: unknown) {
  const placed: boolean[] = [];
  render(<PlaceForm reply={reply} onPlaced={(value) => placed.push(value)} />);
  return { placed, user: userEvent.setup() };
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Town'), 'York');
  await user.type(screen.getByLabelText('Postcode'), 'YO1 7HH');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useContractForm', () => {
  it("shows the schema's message beside the field, and focuses it", async () => {
    const { user, placed } = renderForm(serverError({}));
    await user.type(screen.getByLabelText('Town'), 'York');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Postcode is required'));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveFocus();
    expect(screen.getByLabelText('Town')).not.toHaveAttribute('aria-invalid');
    expect(placed).toEqual([]);
  });

  it("puts the server's field messages beside the named fields and focuses the first", async () => {
    const { user, placed } = renderForm(
      serverError({ postcode: ['Enter a UK postcode'], town: ['We do not know that town', 'second'] }),
    );
    await fillAndSave(user);
    await waitFor(() => expect(placed).toEqual([true]));
    // In the form's order, not the reply's: the town comes first.
    expect(screen.getByLabelText('Town')).toHaveAccessibleDescription('We do not know that town');
    expect(screen.getByLabelText('Town')).toHaveFocus();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a UK postcode');
  });

  it('ignores fields the form does not have', async () => {
    const { user, placed } = renderForm(serverError({ county: ['Not a county'] }));
    await fillAndSave(user);
    await waitFor(() => expect(placed).toEqual([false]));
    expect(screen.queryByText('Not a county')).toBeNull();
    expect(screen.getByLabelText('Town')).not.toHaveAttribute('aria-invalid');
  });

  it('places nothing for a failure that is not a server reply', async () => {
    const { user, placed } = renderForm(new TypeError('Failed to fetch'));
    await fillAndSave(user);
    await waitFor(() => expect(placed).toEqual([false]));
    expect(screen.getByLabelText('Postcode')).not.toHaveAttribute('aria-invalid');
  });
});
