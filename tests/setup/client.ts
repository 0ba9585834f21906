import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadToaster } from '#client/app/providers';

// In the browser Radix Toast arrives just after the first page; tests start with it loaded, so a toast
// shows in the same render as in a warm page.
beforeAll(async () => {
  await loadToaster();
});

afterEach(() => {
  cleanup();
});
