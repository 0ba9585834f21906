import { z } from 'zod';

/** GET /api/site/happy-matches: arranged visits and shares whose first day has passed (issue 46). */
export const HappyMatchesSchema = z.object({ count: z.number().int().min(0) });
export type HappyMatches = z.infer<typeof HappyMatchesSchema>;
