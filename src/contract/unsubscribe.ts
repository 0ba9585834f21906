import { z } from 'zod';

/** One-click unsubscribe from recurring mail (decision 0026). */
export const UNSUBSCRIBE_MESSAGES = {
  badLink: 'This unsubscribe link is not valid or has expired. You can turn e-mails off in My Profile.',
  nothingToStop: 'There is nothing left to unsubscribe from with this link.',
} as const;

/** POST /api/unsubscribe: the signed token from a mail's link; no sign-in needed. */
export const UnsubscribeSchema = z.object({ token: z.string().min(1).max(200) });
export type UnsubscribeInput = z.infer<typeof UnsubscribeSchema>;

/** What the link switched off, for the page to say so. */
export const UnsubscribeReplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('search'),
    search: z.object({ location: z.string().nullable(), radiusMiles: z.number().int() }),
  }),
  z.object({ kind: z.literal('messages') }),
  z.object({ kind: z.literal('visits') }),
  z.object({ kind: z.literal('requests') }),
  z.object({ kind: z.literal('decisions') }),
]);
export type UnsubscribeReply = z.infer<typeof UnsubscribeReplySchema>;

/** POST /unsubscribe/{token}: where mailbox providers send RFC 8058's one-click POST. */
export const OneClickParamsSchema = UnsubscribeSchema;
