import type { UserType } from '#contract/users';
import { userTypeOrNull } from './user-types';

/** Browser-storage keys of the wizard (docs/product.md §M2, §M4). */
export const SESSION_ID_KEY = 'registrationSessionId';
export const USER_TYPE_KEY = 'registrationUserType';

// Storage can be unavailable (private modes, full quota); the wizard must work without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not stored: registration goes on without it.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}

export const registrationStorage = {
  sessionId: () => read(SESSION_ID_KEY),
  setSessionId: (id: string) => write(SESSION_ID_KEY, id),
  clearSessionId: () => remove(SESSION_ID_KEY),
  userType: (): UserType | null => userTypeOrNull(read(USER_TYPE_KEY)),
  setUserType: (type: UserType) => write(USER_TYPE_KEY, type),
  clearUserType: () => remove(USER_TYPE_KEY),
};
