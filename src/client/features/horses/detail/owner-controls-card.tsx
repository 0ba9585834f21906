import { CalendarDays, Images, Pencil } from 'lucide-react';
import type { Horse } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { LinkButton } from '#client/components/ui/link-button';
import { TitledCard } from '#client/components/ui/card';
import { goToAvailability } from './availability/availability-section';

/**
 * What an owner sees beside their own horse instead of "Meet the Owner" (themselves) and "Get in Touch":
 * the ways to look after the listing.
 */
export function OwnerControlsCard({ horse }: { horse: Horse }) {
  return (
    <TitledCard title="Your horse" contentClassName="grid gap-3">
      <p className="text-sm text-muted">
        {horse.isAvailable
          ? 'This is how members see your listing.'
          : 'Your listing is hidden from searches while it is not available.'}
      </p>
      <LinkButton href={paths.editHorse(horse.id)} icon={Pencil} variant="primary">
        Edit Horse
      </LinkButton>
      <LinkButton href={paths.editHorse(horse.id)} icon={Images} variant="outline">
        Manage photos
      </LinkButton>
      <Button variant="outline" onClick={goToAvailability}>
        <CalendarDays aria-hidden="true" className="size-5" />
        Manage calendar
      </Button>
    </TitledCard>
  );
}
