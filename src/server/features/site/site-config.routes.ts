import { SiteConfigSchema, type SiteConfig } from '#contract/site-config.js';
import type { Config } from '#server/config.js';
import { defineRoutes, route } from '#server/platform/http/routes.js';

/** Everything the client shows that depends on configuration, so the built bundle holds none of it. */
export function toSiteConfig(config: Config): SiteConfig {
  return {
    siteName: config.SITE_NAME,
    companyNumber: config.COMPANY_NUMBER,
    paymentsEnabled: Boolean(config.STRIPE_WEBHOOK_SECRET),
    links: {
      feedbackForm: config.FEEDBACK_FORM_URL,
      donation: config.DONATION_URL,
      ownerPremium: config.OWNER_PREMIUM_URL,
      enthusiastSubscription: config.ENTHUSIAST_SUBSCRIPTION_URL,
      verificationDonation: config.VERIFICATION_DONATION_URL,
      facebook: config.FACEBOOK_URL,
      instagram: config.INSTAGRAM_URL,
      twitter: config.TWITTER_URL,
      tiktok: config.TIKTOK_URL,
    },
    emails: {
      general: config.CONTACT_EMAIL,
      safety: config.SAFETY_EMAIL,
      support: config.SUPPORT_EMAIL,
    },
  };
}

export const siteConfigRoutes = defineRoutes((app, config: Config) => {
  const body = toSiteConfig(config);
  route(
    app,
    { route: 'GET /api/site-config', who: 'anyone', response: SiteConfigSchema },
    async (_input, { reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
});
