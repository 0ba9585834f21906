import { z } from 'zod';

/** The browser-session key of step 2's answers, read by step 3. */
export const DETAILS_KEY = 'registrationDetails';
/** The browser-session key of the address a registration was just sent for, read by the page after it. */
export const SENT_TO_KEY = 'registrationSentTo';

/** Who is registering: typed on step 2, sent on step 3. */
export interface RegistrationDetails {
  email: string;
  firstName: string;
  lastName: string;
}

const StoredDetailsSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });

/**
 * A copy in memory for when sessionStorage is refused (some private modes, full quota): moving between
 * the steps inside the app still works; only a reload of step 3 loses the details, and step 3 then
 * sends the person back to step 2.
 */
let inMemory: RegistrationDetails | null = null;

function fromStorage(): RegistrationDetails | null {
  try {
    const raw = window.sessionStorage.getItem(DETAILS_KEY);
    if (!raw) return null;
    const parsed = StoredDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Step 2's name and email travel to step 3 in sessionStorage rather than the query string (which the
 * spec suggests): a URL ends up in history, logs and Referer headers, personal details should not. The
 * store ends with the tab, and the details are removed once the account exists.
 */
export const registrationDetails = {
  read: (): RegistrationDetails | null => fromStorage() ?? inMemory,
  save(details: RegistrationDetails): void {
    inMemory = { email: details.email, firstName: details.firstName, lastName: details.lastName };
    try {
      window.sessionStorage.setItem(DETAILS_KEY, JSON.stringify(inMemory));
    } catch {
      // Kept in memory only (see above).
    }
  },
  clear(): void {
    inMemory = null;
    try {
      window.sessionStorage.removeItem(DETAILS_KEY);
    } catch {
      // Nothing stored to remove.
    }
  },
};

/**
 * The address a registration was sent for, so the page after it can say where to look (and a typo shows).
 * In the same browser-session store as the details, and removed once the member has signed in.
 */
export const registrationSentTo = {
  read(): string | null {
    try {
      return window.sessionStorage.getItem(SENT_TO_KEY);
    } catch {
      return null;
    }
  },
  save(email: string): void {
    try {
      window.sessionStorage.setItem(SENT_TO_KEY, email);
    } catch {
      // The page then says "the address you gave".
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(SENT_TO_KEY);
    } catch {
      // Nothing stored to remove.
    }
  },
};
