import type { AgreementView } from '#contract/agreements';
import { agreementSections, instantInWords } from '#contract/rules/agreement-words';

/**
 * The agreement as both members read and print it: the same sections, in the same words, as its PDF
 * (contract/rules/agreement-words.ts), then who accepted this version and when.
 */
export function AgreementDocument({ agreement }: { agreement: AgreementView }) {
  const { owner, sharer } = agreement.acceptances;
  const role = agreement.facts.kind === 'share' ? 'sharer' : 'rider';
  return (
    <div className="grid gap-6">
      {agreementSections(agreement).map((section) => (
        <section key={section.heading} className="grid gap-2 break-inside-avoid">
          <h2 className="text-xl font-semibold text-primary">{section.heading}</h2>
          {section.lines.length === 1 && !section.lines[0]!.label ? (
            <p className="wrap-anywhere text-ink">{section.lines[0]!.text}</p>
          ) : (
            <dl className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-x-4">
              {section.lines.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="font-semibold text-ink">{line.label}</dt>
                  <dd className="mb-1 whitespace-pre-line wrap-anywhere text-ink sm:mb-0">{line.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <section className="grid gap-2 break-inside-avoid">
        <h2 className="text-xl font-semibold text-primary">Accepted</h2>
        <ul className="grid gap-1 text-ink">
          {[
            { member: owner, as: 'owner' },
            { member: sharer, as: role },
          ].map(({ member, as }) => (
            <li key={as}>
              {member.acceptedAt
                ? `${member.name} (${as}) accepted version ${agreement.version} on ${instantInWords(member.acceptedAt)}.`
                : `${member.name} (${as}) has not yet accepted version ${agreement.version}.`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
