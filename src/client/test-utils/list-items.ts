import { screen, within } from '@testing-library/react';

/** The text of each item in the list with that accessible name (inside `container`, else the whole screen). */
export function listItemTexts(name: string, container?: HTMLElement): (string | null)[] {
  const list = container ? within(container).getByRole('list', { name }) : screen.getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
