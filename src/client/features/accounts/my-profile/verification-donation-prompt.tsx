import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';

/**
 * The enthusiasts' verification-by-donation prompt (docs/product.md §M1, §M2), shown until they are verified.
 * The donation link itself comes with the payments section, which sits beside this on the page.
 */
export function VerificationDonationPrompt({ user }: { user: SessionUser }) {
  if (user.verificationStatus === 'verified') return null;
  return (
    <Alert title="Get verified by donating">
      Owners trust verified enthusiasts first. A donation that supports the community pays for your ID check:
      upload your document below, and your profile shows the Verified badge once our team has approved it. The
      badge always means a checked document, never a payment.
    </Alert>
  );
}
