import type { Horse } from '#contract/horses';
import { cn } from '#client/lib/cn';
import { QueryCard, type QueryCardProps } from '#client/components/ui/query-content';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { HorseCard } from './horse-card';

/** Horse cards in a grid, each card as tall as its row. */
export function HorseCardGrid({ horses, className }: { horses: readonly Horse[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {horses.map((horse) => (
        <li key={horse.id} className="flex">
          <HorseCard horse={horse} />
        </li>
      ))}
    </ul>
  );
}

/** A list of horse cards while it loads: the spinner (its label read out) over a card-sized placeholder. */
function HorseCardsLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-4">
      <Spinner label={label} />
      <Skeleton className="h-40" />
    </div>
  );
}

/** A card of horses from a query: horse-card placeholders while it loads (the label read out). */
export function HorsesQueryCard<T>({ loadingLabel, ...card }: Omit<QueryCardProps<T>, 'loading'>) {
  return (
    <QueryCard {...card} loadingLabel={loadingLabel} loading={<HorseCardsLoading label={loadingLabel} />} />
  );
}
