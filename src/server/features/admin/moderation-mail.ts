import { IMAGE_REJECTION_REASON_LABELS, type ImageRejectionReason } from '#contract/admin.js';
import { mailToMember, type Mailer } from '#server/adapters/mailer/index.js';
import type { User } from '#server/db/schema/index.js';

export interface MailDeps {
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
}

/** The owner hears why a photo was turned down, and where to add another. */
export async function mailPhotoRejected(
  deps: MailDeps,
  owner: User,
  horse: { id: number; name: string },
  reason: ImageRejectionReason,
): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, owner, {
      subject: `A photo of ${horse.name} was not approved`,
      paragraphs: [
        `We reviewed a photo you added to ${horse.name}'s listing and could not publish it.`,
        `Reason: ${IMAGE_REJECTION_REASON_LABELS[reason]}.`,
        'The photo stays hidden from other members. You can remove it and add another from the edit page.',
      ],
      action: { label: `Edit ${horse.name}`, url: `${deps.publicUrl}/edit-horse/${horse.id}` },
    }),
  );
}

/** The member hears the outcome of their identity verification. */
export async function mailVerificationDecided(
  deps: MailDeps,
  member: User,
  status: 'verified' | 'rejected',
): Promise<void> {
  const verified = status === 'verified';
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: verified
        ? `Your ${deps.siteName} account is verified`
        : `We could not verify your ${deps.siteName} account`,
      paragraphs: verified
        ? [
            'Thank you for sending your document. Your account is now verified, and your profile shows the Verified mark.',
          ]
        : [
            'Thank you for sending your document. Unfortunately we could not verify your identity from it.',
            'You can upload a clearer or different document from your profile, and we will review it again.',
          ],
      action: { label: 'Go to my profile', url: `${deps.publicUrl}/my-profile` },
    }),
  );
}

/** A suspended member hears why, and that their profile and listings are hidden. */
export async function mailSuspension(deps: MailDeps, member: User, reason: string): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: `Your ${deps.siteName} account has been suspended`,
      paragraphs: [
        'After reviewing a report, our team has suspended your account. You can no longer sign in, and your profile and listings are hidden from other members.',
        `Reason: ${reason}`,
        'If you think this is a mistake, please reply to this e-mail.',
      ],
    }),
  );
}
