import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '#contract/site-config';

export const SITE_CONFIG_KEY = ['/api/site-config'] as const;

/** Used while the configuration loads or if it cannot be fetched; empty links are not rendered. */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  siteName: 'Stablemates',
  companyNumber: '',
  paymentsEnabled: false,
  links: {
    feedbackForm: '',
    donation: '',
    ownerPremium: '',
    enthusiastSubscription: '',
    verificationDonation: '',
    facebook: '',
    instagram: '',
    twitter: '',
    tiktok: '',
  },
  emails: { general: '', safety: '', support: '' },
};

/** The server's public configuration (GET /api/site-config); always returns a value (fallbacks meanwhile). */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  const { data, isLoading } = useQuery<SiteConfig>({ queryKey: SITE_CONFIG_KEY, staleTime: Infinity });
  return { ...(data ?? FALLBACK_SITE_CONFIG), isLoading };
}
