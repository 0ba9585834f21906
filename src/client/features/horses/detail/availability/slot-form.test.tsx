import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api';
import { SlotForm } from './slot-form';

/** A new slot's form on Tuesday 1 December 2026, today being Sunday 22 November. */
function renderForm(serverError: unknown = null) {
  const onSubmit = vi.fn();
  const props = {
    slot: null,
    day: '2026-12-01',
    today: '2026-11-22',
    pending: false,
    onSubmit,
    onCancel: () => {},
  } as const;
  const view = render(<SlotForm {...props} serverError={serverError} />);
  return {
    onSubmit,
    rerender: (error: unknown) => view.rerender(<SlotForm {...props} serverError={error} />),
  };
}

describe('SlotForm', () => {
  it('asks for a title first, focusing it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    const title = screen.getByLabelText(/^Title/);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a weekly plan needs a weekday and a last day not before the first', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Morning ride');
    await user.click(screen.getByLabelText('Every week'));
    await user.click(screen.getByLabelText('Tue'));
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(await screen.findByText('Choose at least one day of the week')).toBeInTheDocument();
    expect(screen.getByText('The last day cannot be before the first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Mon')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps one day one day, and sends the slots the plan writes', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Morning ride');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-03' } });
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2026-12-03');
    expect(screen.getByText('Just once: Thu 3 Dec, 09:00–17:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      {
        title: 'Morning ride',
        startDate: '2026-12-03',
        endDate: '2026-12-03',
        startTime: '09:00',
        endTime: '17:00',
        capacity: 1,
        recurrenceType: 'none',
        recurrenceEnd: null,
      },
    ]);
  });

  it("puts the server's messages about the slot's fields on the form's fields that hold them", async () => {
    const { rerender } = renderForm();
    const body = {
      message: 'Validation failed',
      fieldErrors: { startDate: ['Too early'], endDate: ['Too late'] },
    };
    rerender(new ApiError(400, 'Bad Request', JSON.stringify(body)));
    expect(await screen.findByText('Too early')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Too early');
    expect(screen.getByLabelText(/^Last day/)).toHaveAccessibleDescription(/Too late/);
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });
});
