import {
  IMAGE_REJECTION_REASON_LABELS,
  VERIFICATION_REJECTION_REASONS,
  type ImageRejectionReason,
  type VerificationRejectionReason,
} from '#contract/admin.js';
import { mailToMember, type SiteMail } from '#server/adapters/mailer/index.js';
import type { User } from '#server/db/schema/index.js';

/** The owner hears why a photo was turned down, and where to add another. */
export async function mailPhotoRejected(
  deps: SiteMail,
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

/** Why a document was turned down, as the member reads it: the reason's sentence, and the admin's note. */
export interface RejectionWhy {
  reason: VerificationRejectionReason;
  note?: string | undefined;
}

/** What the member is told of their identity verification: given, turned down, or withdrawn once given. */
export type VerificationOutcome =
  { status: 'verified' } | ({ status: 'rejected' | 'revoked' } & RejectionWhy);

/**
 * The member hears the outcome of their identity verification, and why when it was turned down or,
 * once given, withdrawn (decision 0044).
 */
export async function mailVerificationDecided(
  deps: SiteMail,
  member: User,
  decision: VerificationOutcome,
): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      ...verificationMail(deps.siteName, decision),
      action: { label: 'Go to my profile', url: `${deps.publicUrl}/my-profile` },
    }),
  );
}

function verificationMail(
  siteName: string,
  decision: VerificationOutcome,
): { subject: string; paragraphs: string[] } {
  if (decision.status === 'verified') {
    return {
      subject: `Your ${siteName} account is verified`,
      paragraphs: [
        'Thank you for sending your document. Your account is now verified, and your profile shows the Verified mark.',
      ],
    };
  }
  const why = [
    `Why: ${VERIFICATION_REJECTION_REASONS[decision.reason].mail}`,
    ...(decision.note ? [`Our reviewer added: ${decision.note}`] : []),
  ];
  if (decision.status === 'revoked') {
    return {
      subject: `Your ${siteName} verification has been withdrawn`,
      paragraphs: [
        'Our team has withdrawn the verification of your account. Your profile no longer shows the Verified mark.',
        ...why,
        'You can upload another identity document from your profile, and we will review it.',
      ],
    };
  }
  return {
    subject: `We could not verify your ${siteName} account`,
    paragraphs: [
      'Thank you for sending your document. Unfortunately we could not verify your identity from it.',
      ...why,
      'We have deleted the document. You can upload a clearer or different document from your profile, and we will review it again.',
    ],
  };
}

/**
 * A suspended member hears why, and that their profile and listings are hidden. `afterReport` says
 * whether a member's report led to it (the Reports tab) or an admin's own review (the Users tab).
 */
export async function mailSuspension(
  deps: SiteMail,
  member: User,
  reason: string,
  afterReport = true,
): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: `Your ${deps.siteName} account has been suspended`,
      paragraphs: [
        `${afterReport ? 'After reviewing a report' : 'After a review'}, our team has suspended your account. You can no longer sign in, and your profile and listings are hidden from other members.`,
        `Reason: ${reason}`,
        'If you think this is a mistake, please reply to this e-mail.',
      ],
    }),
  );
}

/** A member whose suspension an admin lifted hears that they can sign in again. */
export async function mailSuspensionLifted(deps: SiteMail, member: User): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, member, {
      subject: `Your ${deps.siteName} account is open again`,
      paragraphs: [
        'Our team has lifted the suspension of your account. You can sign in again, and your profile and the listings that were hidden with it are visible to other members once more.',
      ],
      action: { label: 'Sign in', url: `${deps.publicUrl}/login` },
    }),
  );
}
