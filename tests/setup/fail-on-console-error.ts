import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * An unexpected console.error fails the test (docs/design.md §2): React warnings, act() mistakes and logged
 * exceptions are bugs, not noise. A test that expects one can spy on console.error itself.
 */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  vi.mocked(console.error).mockRestore();
  expect(
    seen,
    `console.error was called:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
  ).toEqual([]);
});
