import type { AgreementView } from '#contract/agreements';
import { instantInWords } from '#contract/rules/agreement-words';

/** "Between Fiona Owner (owner) and Jo Rider (sharer). Version 2, saved …": under an agreement's title. */
export function AgreementParties({ agreement }: { agreement: AgreementView }) {
  const { facts, savedAt, version } = agreement;
  const role = facts.kind === 'share' ? 'sharer' : 'rider';
  return (
    <p className="text-muted">
      {`Between ${facts.owner.name} (owner) and ${facts.sharer.name} (${role}).`}
      {savedAt ? ` Version ${version}, saved ${instantInWords(savedAt)}.` : ' Not completed yet.'}
    </p>
  );
}

/** What the latest version changed from the one before, field by field; nothing for version 0 or 1. */
export function AgreementChanges({ agreement }: { agreement: AgreementView }) {
  if (agreement.changes.length === 0) return null;
  return (
    <section aria-labelledby="agreement-changes" className="grid gap-2">
      <h2 id="agreement-changes" className="text-xl font-semibold text-primary">
        What changed in version {agreement.version}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-ink">
        {agreement.changes.map((change) => (
          <li key={change.field} className="wrap-anywhere">
            <span className="font-semibold">{change.label}:</span> was “{change.from}”, now “{change.to}”
          </li>
        ))}
      </ul>
    </section>
  );
}
