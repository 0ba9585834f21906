import { ukMobileForReading } from '#contract/rules/uk-mobile';
import { YARD_FIELDS, YARD_FIELD_LABELS, type YardDetails } from '#contract/visits';

/**
 * The owner's yard details as the enthusiast of an accepted visit reads them (the server sends them only
 * then, from acceptance until the visit ends). Empty fields are left out.
 */
export function YardDetailsView({ details, horseName }: { details: YardDetails; horseName: string }) {
  const filled = YARD_FIELDS.filter((field) => details[field].trim() !== '');
  return (
    <section
      aria-label={`Yard details for ${horseName}`}
      className="grid gap-2 rounded-xl border border-line bg-primary-soft p-3"
    >
      <h3 className="font-semibold text-primary">Yard details</h3>
      <dl className="grid gap-2 text-sm">
        {filled.map((field) => (
          <div key={field} className="grid gap-0.5">
            <dt className="font-semibold text-ink">{YARD_FIELD_LABELS[field]}</dt>
            <dd className="wrap-anywhere whitespace-pre-line text-ink">
              {field === 'emergencyMobile' ? ukMobileForReading(details[field]) : details[field]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">Shown to you until the visit ends. Please keep them to yourself.</p>
    </section>
  );
}
