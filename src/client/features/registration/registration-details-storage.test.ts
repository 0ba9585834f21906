import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DETAILS_KEY, registrationDetails } from './registration-details-storage';

const DETAILS = { email: 'jane@example.org', firstName: 'Jane', lastName: 'Rider' };

let storageSpies: MockInstance[] = [];

afterEach(() => {
  // Only these spies: the test setup keeps its own on console.error.
  for (const spy of storageSpies) spy.mockRestore();
  storageSpies = [];
  registrationDetails.clear();
});

describe('registrationDetails', () => {
  it('keeps the details in sessionStorage until they are cleared', () => {
    registrationDetails.save(DETAILS);
    expect(JSON.parse(sessionStorage.getItem(DETAILS_KEY) ?? 'null')).toEqual(DETAILS);
    expect(registrationDetails.read()).toEqual(DETAILS);
    registrationDetails.clear();
    expect(sessionStorage.getItem(DETAILS_KEY)).toBeNull();
    expect(registrationDetails.read()).toBeNull();
  });

  it('ignores a stored value that is not a set of details', () => {
    sessionStorage.setItem(DETAILS_KEY, '{"email": 42');
    expect(registrationDetails.read()).toBeNull();
    sessionStorage.setItem(DETAILS_KEY, JSON.stringify({ email: 'x@example.org' }));
    expect(registrationDetails.read()).toBeNull();
  });

  it('still carries the details between the steps when storage is refused', () => {
    storageSpies = [
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      }),
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('Access denied', 'SecurityError');
      }),
    ];
    expect(() => registrationDetails.save(DETAILS)).not.toThrow();
    expect(registrationDetails.read()).toEqual(DETAILS);
    registrationDetails.clear();
    expect(registrationDetails.read()).toBeNull();
  });
});
