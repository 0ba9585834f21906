import { mailToMember, type SiteMail } from '#server/adapters/mailer/index.js';
import { longDay } from '#contract/rules/riding-school.js';
import type { RidingSchoolRow } from '#server/db/schema/index.js';
import { rejectionSentence } from './riding-school.views.js';

const PROFILE = (deps: SiteMail) => ({
  label: 'Go to my profile',
  url: `${deps.publicUrl}/my-profile`,
});

/** The owner hears the outcome of the business check, and why when it was turned down. */
export async function mailRidingSchoolDecided(
  deps: SiteMail,
  owner: { email: string; firstName: string },
  school: RidingSchoolRow,
  outcome: { status: 'verified' } | { status: 'rejected'; reason: string; note: string | null },
): Promise<void> {
  const paragraphs =
    outcome.status === 'verified'
      ? [
          `We have checked ${school.businessName} and its insurance certificate. Your profile and horses show the "Verified riding school" badge while your insurance is in date and you hold Horse Owner Premium; your horses are listed in the same way.`,
        ]
      : [
          `We could not verify ${school.businessName} from the certificate you sent.`,
          `Why: ${rejectionSentence(outcome.reason)}`,
          ...(outcome.note ? [`Our reviewer added: ${outcome.note}`] : []),
          'We have deleted the certificate. You can send another, with its expiry date, from your profile, and we will check it again. Until then your horses are not listed.',
        ];
  await deps.mailer.send(
    mailToMember(deps.siteName, owner, {
      subject:
        outcome.status === 'verified'
          ? `${school.businessName} is a verified riding school on ${deps.siteName}`
          : `We could not verify ${school.businessName}`,
      paragraphs,
      action: PROFILE(deps),
    }),
  );
}

/** 30 days before the insurance's last day: what happens then, and what to do. */
export async function mailInsuranceReminder(
  deps: SiteMail,
  owner: { email: string; firstName: string },
  school: RidingSchoolRow & { verifiedUntil: string },
): Promise<void> {
  const day = longDay(school.verifiedUntil);
  await deps.mailer.send(
    mailToMember(deps.siteName, owner, {
      subject: `The insurance of ${school.businessName} expires on ${day}`,
      paragraphs: [
        `The insurance certificate we checked for ${school.businessName} covers you until ${day}.`,
        `After that day your horses are no longer listed on ${deps.siteName}, and the "Verified riding school" badge comes off, until we have checked your renewed certificate.`,
        'When you have it, upload the new certificate with its expiry date from your profile. Sent before that day, your horses stay listed while we check it.',
      ],
      action: PROFILE(deps),
    }),
  );
}

/** The day after the insurance's last day: the horses have left the lists, and how to come back. */
export async function mailInsuranceExpired(
  deps: SiteMail,
  owner: { email: string; firstName: string },
  school: RidingSchoolRow & { verifiedUntil: string },
): Promise<void> {
  await deps.mailer.send(
    mailToMember(deps.siteName, owner, {
      subject: `The insurance of ${school.businessName} has expired`,
      paragraphs: [
        `The insurance certificate we checked for ${school.businessName} expired on ${longDay(school.verifiedUntil)}.`,
        `Your horses are no longer listed on ${deps.siteName}, and the "Verified riding school" badge is off your profile and horses.`,
        'To be listed again, upload your renewed certificate with its expiry date from your profile. Once we have checked it, your horses are listed again.',
      ],
      action: PROFILE(deps),
    }),
  );
}
