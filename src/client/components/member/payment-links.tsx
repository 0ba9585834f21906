import { ExternalLink } from 'lucide-react';
import type { SessionUser } from '#contract/users';
import { paymentLinkFor } from '#client/lib/payment-format';
import { useSiteConfig } from '#client/lib/site-config';
import { buttonClasses } from '#client/components/ui/button';
import { NewTabLink } from '#client/components/ui/new-tab-link';

/**
 * The payment provider's pages (docs/product.md §M2): owners subscribe to Horse Owner Premium; enthusiasts
 * subscribe to Horse Enthusiast or donate for verification; anyone may set up a donation. Each opens in a
 * new tab with the member's e-mail prefilled and their id as the client reference.
 */
export function PaymentLinks({ user }: { user: SessionUser }) {
  const { links } = useSiteConfig();
  const offers =
    user.userType === 'owner'
      ? [{ label: 'Subscribe to Horse Owner Premium', href: links.ownerPremium, accent: true }]
      : [
          { label: 'Subscribe to Horse Enthusiast', href: links.enthusiastSubscription, accent: true },
          { label: 'Get verified by donation', href: links.verificationDonation, accent: false },
        ];
  const all = [...offers, { label: 'Set up a donation', href: links.donation, accent: false }].filter(
    (offer) => offer.href,
  );
  if (all.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {all.map((offer) => (
        <li key={offer.label}>
          <NewTabLink
            href={paymentLinkFor(offer.href, user)}
            rel="noopener"
            className={`${buttonClasses(offer.accent ? 'accent' : 'outline')} w-full text-center whitespace-normal! sm:w-auto`}
          >
            {offer.label}
            <ExternalLink aria-hidden="true" className="size-4" />
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
