import { REFERENCE_LIMITS, REFERENCE_RELATIONSHIP_LABELS, refereePagePath } from '#contract/references.js';
import { composeMail, oneLine } from '#server/adapters/mailer/index.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { RiderReference, User } from '#server/db/schema/index.js';

/**
 * The referee's mail: who asks, why, and the single-use link (built from PUBLIC_URL, never a request's
 * Host). Sent once per ask, at the member's request, so it carries no unsubscribe link; the weekly and
 * per-person limits keep it from becoming a way to mail strangers (decision 0055).
 */
export async function mailReferenceAsk(
  deps: SiteMail,
  { rider, ask, token }: { rider: User; ask: RiderReference; token: string },
): Promise<void> {
  const who = `${rider.firstName} ${rider.lastName}`;
  await deps.mailer.send(
    composeMail({
      siteName: deps.siteName,
      to: ask.refereeEmail,
      subject: oneLine(`${who} asks you for a riding reference`),
      greeting: `Hello ${ask.refereeName},`,
      paragraphs: [
        `${who} uses ${deps.siteName}, where horse owners and riders find each other, and named you as their ${REFERENCE_RELATIONSHIP_LABELS[ask.relationship]}. They would like a short reference from you: how you know them, the level you have seen them ride at, and whether you would trust them with your own horse.`,
        `It takes two minutes and needs no account. The link works once, for ${REFERENCE_LIMITS.linkLifetimeDays} days. Your first name and your answers will show on their profile; your e-mail address never will.`,
        `If you do not know ${rider.firstName}, or would rather not, ignore this message.`,
      ],
      action: { label: 'Give a reference', url: `${deps.publicUrl}${refereePagePath(token)}` },
    }),
  );
}
