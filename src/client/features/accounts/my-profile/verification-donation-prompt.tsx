import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';

/**
 * The enthusiasts' verification-by-donation prompt (member spec §1, §2), shown until they are verified.
 * The donation link itself comes with the payments section, which sits beside this on the page.
 */
export function VerificationDonationPrompt({ user }: { user: SessionUser }) {
  if (user.verificationStatus === 'verified') return null;
  return (
    <Alert title="Get verified by donating">
      Owners trust verified enthusiasts first. You can verify your identity by uploading a document, or by
      making a donation that supports the community; either way your profile shows the Verified badge once it
      is confirmed.
    </Alert>
  );
}
