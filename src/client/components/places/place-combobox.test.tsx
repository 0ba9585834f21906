import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { PlaceCombobox } from './place-combobox';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUGGESTIONS = [
  { label: 'Guildford', value: 'Guildford', kind: 'town', detail: 'Town, Surrey' },
  { label: 'Gilford', value: 'Gilford', kind: 'town', detail: 'Town, County Armagh' },
];

function Box({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="where">Where</label>
      <PlaceCombobox id="where" name="location" value={value} onChange={setValue} onChoose={onChoose} />
    </>
  );
}

/** The box with two suggestions to offer, and what each test reads back. */
function renderBox() {
  stubFetch({ '/api/places/suggest': { json: { suggestions: SUGGESTIONS } } });
  const onChoose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Box onChoose={onChoose} />);
  return { onChoose, user, box: screen.getByRole('combobox', { name: 'Where' }) };
}

describe('PlaceCombobox', () => {
  it('suggests places as one types, and is chosen with the arrows and Enter', async () => {
    const { onChoose, user, box } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'Gildf');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggested places');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /^Gilford/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Guildford');
    expect(box).toHaveValue('Guildford');
    await waitFor(() => expect(list).not.toBeVisible());
  });

  it('closes with Escape, and Enter without a choice is left to the form', async () => {
    const { onChoose, user, box } = renderBox();
    await user.type(box, 'Gu');
    await screen.findByRole('option', { name: /^Guildford/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(box).toHaveValue('Gu');
  });
});
