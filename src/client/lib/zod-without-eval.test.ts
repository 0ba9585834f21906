import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is the setting zod reads, whether zod loaded before it or after', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('leaves zod checking as before', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(2) });
    expect(schema.safeParse({ name: 'Bo' }).success).toBe(true);
    expect(schema.safeParse({ name: 'B' }).success).toBe(false);
  });
});
