import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { CURRENT_USER_KEY } from './auth';
import { createQueryClient } from './query-client';

const run = (client: ReturnType<typeof createQueryClient>, error: Error) =>
  client
    .getMutationCache()
    .build(client, {
      mutationFn: async () => {
        throw error;
      },
    })
    .execute(undefined)
    .catch(() => undefined);

describe('query client', () => {
  it('forgets the signed-in user when an action answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, { id: 1, firstName: 'Ella' });
    await run(client, new ApiError(403, 'Forbidden', '{"message":"no"}'));
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual({ id: 1, firstName: 'Ella' });
    await run(client, new ApiError(401, 'Unauthorized', '{"message":"Please sign in to continue."}'));
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });
});
