import { Clock, PlusCircle } from 'lucide-react';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { LinkButton } from '#client/components/ui/link-button';
import { useCurrentUser } from '#client/lib/auth';
import { HorseCard } from './horse-card';
import { HorsesQueryCard } from './horse-card-list';
import { useOwnerHorses } from '#client/lib/queries/horses';

/** Where a horse stands while photos wait for review (they are public only once approved). */
export const PHOTOS_PENDING = 'Your photos are being checked; your listing is live without them until then.';

/** "My Horses" (docs/product.md §M2): the signed-in owner's horses with edit and delete, and Add a Horse. */
export function OwnerHorsesCard() {
  const { data: user } = useCurrentUser();
  const ownerId = user && canListHorses(user) ? user.id : undefined;
  const horses = useOwnerHorses(ownerId);
  if (ownerId === undefined) return null;

  return (
    <HorsesQueryCard
      title="My Horses"
      aside={
        <LinkButton
          href={paths.addHorse()}
          icon={PlusCircle}
          iconClassName="size-4"
          variant="accent"
          size="sm"
        >
          Add a Horse
        </LinkButton>
      }
      query={horses}
      loadingLabel="Loading your horses"
      failed="Failed to fetch horses"
      empty="You have not listed a horse yet. Add one so enthusiasts nearby can find it."
    >
      {(listed) => (
        <ul className="grid gap-6 sm:grid-cols-2">
          {listed.map((horse) => (
            <li key={horse.id} className="flex flex-col gap-2">
              <HorseCard horse={horse} editMode />
              {horse.imageApprovalStatus.includes('pending') ? (
                <p className="flex items-start gap-2 text-sm text-muted">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">{horse.name}: </span>
                    {PHOTOS_PENDING}
                  </span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </HorsesQueryCard>
  );
}
