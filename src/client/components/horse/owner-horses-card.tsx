import { Clock, PlusCircle } from 'lucide-react';
import { Link } from 'wouter';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { HorseCard } from './horse-card';
import { useOwnerHorses } from '#client/lib/queries/horses';

/** Where a horse stands while photos wait for review (they are public only once approved). */
export const PHOTOS_PENDING = 'Your photos are being checked; your listing is live without them until then.';

/** "My Horses" (member spec §2): the signed-in owner's horses with edit and delete, and Add a Horse. */
export function OwnerHorsesCard() {
  const { data: user } = useCurrentUser();
  const ownerId = user && canListHorses(user) ? user.id : undefined;
  const horses = useOwnerHorses(ownerId);
  if (ownerId === undefined) return null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>My Horses</CardTitle>
        <Button asChild variant="accent" size="sm">
          <Link href={paths.addHorse()}>
            <PlusCircle aria-hidden="true" className="size-4" />
            Add a Horse
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {horses.isPending ? (
          <div className="grid gap-4">
            <Spinner label="Loading your horses" />
            <Skeleton className="h-40" />
          </div>
        ) : horses.isError ? (
          <Alert variant="danger">Failed to fetch horses</Alert>
        ) : horses.data.length === 0 ? (
          <p className="text-muted">
            You have not listed a horse yet. Add one so enthusiasts nearby can find it.
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {horses.data.map((horse) => (
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
      </CardContent>
    </Card>
  );
}
