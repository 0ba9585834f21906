import { Clock, PlusCircle } from 'lucide-react';
import { hiddenByModeratorsLine, type HiddenByModerators } from '#contract/listing-moderation';
import { canListHorses } from '#contract/rules/horse-policy';
import { Alert } from '#client/components/ui/alert';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { LinkButton } from '#client/components/ui/link-button';
import { useCurrentUser } from '#client/lib/auth';
import { BrowsePauseBanner } from './browse-pause-banner';
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
        <div className="grid gap-6">
          <BrowsePauseBanner ownerId={ownerId} />
          <ul className="grid gap-6 sm:grid-cols-2">
            {listed.map((horse) => (
              <li key={horse.id} className="flex flex-col gap-2">
                <HorseCard horse={horse} editMode />
                {horse.hiddenByModerators ? (
                  <HiddenByModeratorsNote name={horse.name} hidden={horse.hiddenByModerators} />
                ) : null}
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
        </div>
      )}
    </HorsesQueryCard>
  );
}

/**
 * Why the moderators hid a listing and what the owner can do (decision 0058): "Hidden by our moderators:
 * <reason> · <what to do>", the moderator's note, and the way to ask them to look again.
 */
function HiddenByModeratorsNote({ name, hidden }: { name: string; hidden: HiddenByModerators }) {
  return (
    <Alert variant="info" role="note" aria-label={`${name} is hidden`} className="border-danger/40">
      <p className="wrap-anywhere font-semibold">{hiddenByModeratorsLine(hidden.reason)}</p>
      {hidden.note ? <p className="wrap-anywhere">Our moderator added: {hidden.note}</p> : null}
      <p>
        Other members cannot find {name} until it is shown again.{' '}
        <Link href={paths.contactUs()} className="font-semibold text-primary underline underline-offset-2">
          Contact us
        </Link>
      </p>
    </Alert>
  );
}
