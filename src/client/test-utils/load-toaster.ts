import { beforeAll } from 'vitest';
import { loadToaster } from '../app/providers';

// In the browser Radix Toast arrives just after the first page (app/providers.tsx); client tests start with
// it loaded, so a toast shows in the same render as on a warm page.
beforeAll(async () => {
  await loadToaster();
});
