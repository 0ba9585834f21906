import { z } from 'zod';
import { MESSAGE_LIMITS } from '#contract/messages';
import { createFormDrafts } from './form-drafts';

/**
 * What the ask-to-share form holds, as typed: the weekdays, service and dates are checked against the
 * current options when put back (share-form.tsx), as the slot's days or the horse's services may change.
 */
const ShareDraftFieldsSchema = z.object({
  weekdays: z.array(z.string()).max(7),
  startDate: z.string().max(10),
  trialWeeks: z.number(),
  endDate: z.string().max(10).nullable(),
  service: z.string().max(60),
  message: z.string().max(MESSAGE_LIMITS.maxLength),
});
export type ShareDraftFields = z.infer<typeof ShareDraftFieldsSchema>;

/** A request to share typed before the member's address was confirmed, per member, horse, slot and day. */
export const shareDrafts = createFormDrafts({ kind: 'share', schema: ShareDraftFieldsSchema });
