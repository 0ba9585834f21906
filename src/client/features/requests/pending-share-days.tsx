import type { RequestView } from '#contract/requests';
import { shortDay } from '#contract/rules/visit-words';
import { cn } from '#client/lib/cn';

/**
 * The days a pending share asks for, each named; a day the horse can no longer hold says so ("Tue 9 Dec is
 * already taken"), so the owner knows what accepting leaves out before pressing Accept.
 */
export function PendingShareDays({ request }: { request: RequestView }) {
  const days = request.days.filter((day) => day.status === 'planned');
  const taken = days.filter((day) => day.taken).length;
  return (
    <section aria-labelledby={`share-days-${request.id}`} className="grid gap-2">
      <h3 id={`share-days-${request.id}`} className="text-sm font-semibold text-ink">
        {days.length === 1 ? '1 day asked for' : `${days.length} days asked for`}
        {taken > 0 ? `, ${taken} already taken` : ''}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {days.map((day) => (
          <li
            key={day.date}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm',
              day.taken
                ? 'border border-line bg-sand font-semibold text-ink'
                : 'bg-primary-soft text-primary',
            )}
          >
            {day.taken ? `${shortDay(day.date)} is already taken` : shortDay(day.date)}
          </li>
        ))}
      </ul>
    </section>
  );
}
