import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Each link, found by its accessible name, goes where it should: `{ 'Log in': '/login' }`. */
export function expectLinksTo(targets: Record<string, string>): void {
  for (const [name, href] of Object.entries(targets)) {
    expect(screen.getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
}
