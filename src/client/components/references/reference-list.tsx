import { referenceLine, referenceVerdictWords, type PublicReference } from '#contract/references';
import { TitledCard } from '#client/components/ui/card';
import { QueryContent } from '#client/components/ui/query-content';
import { Spinner } from '#client/components/ui/spinner';
import { ReportButton } from '#client/components/safety/report-button';
import { useMemberReferences } from '#client/lib/queries/references';

/** One reference as anyone reads it: "Jo, riding instructor, known 3 years, Dec 2026", then what they said. */
export function ReferenceItem({
  reference,
  reportable,
}: {
  reference: PublicReference;
  reportable: boolean;
}) {
  return (
    <li className="grid gap-1 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <p className="font-semibold wrap-anywhere text-ink">{referenceLine(reference)}</p>
      <p className="text-sm text-muted">{referenceVerdictWords(reference)}</p>
      {reference.comment ? (
        <p className="text-sm whitespace-pre-line wrap-anywhere">“{reference.comment}”</p>
      ) : null}
      {reportable ? (
        <ReportButton
          compact
          className="justify-self-start"
          target={{ targetType: 'reference', targetId: reference.id }}
          what="this reference"
        />
      ) : null}
    </li>
  );
}

/**
 * A rider's references on their profile (decision 0055): given by people outside the site through a
 * single-use link, shown by the referee's first name; a signed-in member other than the rider may report one.
 */
export function ReferencesSection({
  memberId,
  firstName,
  reportable,
}: {
  memberId: number;
  firstName: string;
  reportable: boolean;
}) {
  const references = useMemberReferences(memberId);
  return (
    <TitledCard title="References">
      <QueryContent
        query={references}
        loadingLabel="Loading references"
        loading={<Spinner label="Loading references" />}
        failed="Failed to fetch references"
        empty={`No references for ${firstName} yet`}
      >
        {(listed) => (
          <ul className="grid gap-4">
            {listed.map((reference) => (
              <ReferenceItem key={reference.id} reference={reference} reportable={reportable} />
            ))}
          </ul>
        )}
      </QueryContent>
    </TitledCard>
  );
}
