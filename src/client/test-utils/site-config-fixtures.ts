import type { SiteConfig } from '#contract/site-config';
import { FALLBACK_SITE_CONFIG } from '#client/lib/site-config';

/** The site configuration the tests' server sends (GET /api/site-config); each test names what it needs. */
export function buildSiteConfig(
  overrides: Partial<Omit<SiteConfig, 'links'>> & { links?: Partial<SiteConfig['links']> } = {},
): SiteConfig {
  return {
    ...FALLBACK_SITE_CONFIG,
    companyNumber: 'SC123456',
    emails: { general: 'hello@example.org', safety: 'safety@example.org', support: 'help@example.org' },
    ...overrides,
    links: { ...FALLBACK_SITE_CONFIG.links, ...overrides.links },
  };
}

/** The configuration most tests use: the default name, a company number and the team's addresses. */
export const SITE_CONFIG = buildSiteConfig();
