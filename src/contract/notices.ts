import { z } from 'zod';
import { IdParamSchema } from './ids.js';
import { NOTICE_KINDS } from './notifications.js';

/**
 * The member's notices in the app (decision 0052): what they were told, in the same words as the push
 * and the e-mail, with the page each leads to. The bell in the navigation bar lists them.
 */
export const NOTICE_LIST_LIMIT = 30;

export const NoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  words: z.string(),
  /** A path on this site: the exact request or the thread. */
  link: z.string().startsWith('/'),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /api/notices: the newest NOTICE_LIST_LIMIT, newest first, and how many of all are unread. */
export const NoticeListSchema = z.object({ notices: z.array(NoticeSchema), unread: z.number().int() });
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** POST /api/notices/{id}/read. */
export const NoticeIdParamsSchema = z.object({ id: IdParamSchema() });
