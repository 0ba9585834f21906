import { z } from 'zod';

/**
 * POST /api/contact (docs/product.md §P5, §P7): name, email, subject and message, all required, the email in a
 * basic address format. The spec shows no lengths; these maxima keep the table and the team's mail sane.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** A required, trimmed text field with its own messages for missing, empty and too long. */
function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`);
}

export const ContactRequestSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: requiredText('Email', CONTACT_LIMITS.email).pipe(z.email('Please enter a valid email address')),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/**
 * 201 whenever the message is stored. `emailed` says whether the team's e-mail went out too; when it did
 * not, the message still reaches the team from the database, and `message` says so plainly.
 */
export const ContactReplySchema = z.object({
  message: z.string(),
  emailed: z.boolean(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

export const CONTACT_REPLY_MESSAGES = {
  sent: "Thank you for your message. We'll get back to you as soon as possible.",
  storedOnly:
    "Thank you: your message has been saved and our team will see it, although our e-mail notification could not be sent just now. We'll get back to you as soon as possible.",
} as const;
