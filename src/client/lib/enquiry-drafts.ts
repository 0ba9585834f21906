import { z } from 'zod';
import { MESSAGE_LIMITS } from '#contract/messages';
import { createFormDrafts, type DraftKey } from './form-drafts';

/** What the enquiry form holds: its four fields, as typed (activities not yet checked against the list). */
const EnquiryDraftFieldsSchema = z.object({
  activities: z.array(z.string()).max(20),
  preferredTime: z.string().max(10),
  isFlexible: z.boolean(),
  content: z.string().max(MESSAGE_LIMITS.maxLength),
});
export type EnquiryDraftFields = z.infer<typeof EnquiryDraftFieldsSchema>;
export type EnquiryDraftKey = DraftKey;

/** An enquiry typed before the member's address was confirmed, per member, horse, slot and day. */
export const enquiryDrafts = createFormDrafts({ kind: 'enquiry', schema: EnquiryDraftFieldsSchema });
