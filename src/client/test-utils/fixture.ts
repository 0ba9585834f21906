/**
 * A `build*` fixture: `defaults` as a fresh copy (nested objects included, so one test cannot change
 * another's data), with the test's `overrides` on top.
 */
export function fixture<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
