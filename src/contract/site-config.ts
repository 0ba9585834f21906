import { z } from 'zod';

/**
 * What the client needs to know of the server's configuration (GET /api/site-config): the product name,
 * the company number and every external address, so none of them is baked into the built bundle.
 */
export const SiteConfigSchema = z.object({
  siteName: z.string(),
  companyNumber: z.string(),
  /** False until the payment provider is configured: the payment screens then say so. */
  paymentsEnabled: z.boolean(),
  links: z.object({
    feedbackForm: z.string(),
    donation: z.string(),
    ownerPremium: z.string(),
    enthusiastSubscription: z.string(),
    verificationDonation: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    twitter: z.string(),
    tiktok: z.string(),
  }),
  emails: z.object({
    general: z.string(),
    safety: z.string(),
    support: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
