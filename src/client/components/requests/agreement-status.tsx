import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { RequestView } from '#contract/requests';
import { agreementStatusInWords } from '#contract/rules/agreement-words';
import { paths } from '#client/lib/paths';
import { useAgreement } from '#client/lib/queries/agreements';

/**
 * A visit's or share's agreement in one line, leading to it: "Agreement accepted by both (version 2,
 * 3 Dec)" or what is missing. Every share has one; a one-off visit only when the owner writes one (its
 * owner is offered to while it is open). Nothing is shown while it loads or if it cannot be read.
 */
export function AgreementStatus({ request, myId }: { request: RequestView; myId: number }) {
  const open = (request.status === 'pending' || request.status === 'accepted') && !request.isOver;
  const share = request.kind === 'share';
  const agreement = useAgreement(request.id, share || request.status === 'accepted');
  const data = agreement.data;
  if (!data) return null;
  const offerToWrite = !share && data.version === 0;
  if (offerToWrite && !(open && request.ownerId === myId)) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-ink">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="flex flex-wrap gap-x-2">
        {offerToWrite ? null : <span>{agreementStatusInWords(data, myId)}</span>}
        <Link href={paths.agreement(request.id)} className="font-semibold text-primary underline">
          {offerToWrite ? 'Write an agreement for this visit' : 'Read the agreement'}
        </Link>
      </span>
    </p>
  );
}
