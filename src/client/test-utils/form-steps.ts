import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** Types each value into the field with that label, in order, then presses the named button. */
export async function fillAndSubmit(
  user: User,
  fields: [label: string | RegExp, value: string][],
  button: string,
) {
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
}

/** The strength meter under a password field reads Weak for a common word and Strong for a long passphrase. */
export async function expectStrengthFollowsPassword(user: User, field: HTMLElement) {
  await user.type(field, 'password');
  expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, 'Hay-Net-Lantern-42-Orchard');
  expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
}
