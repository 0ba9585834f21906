import { CalendarDays, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { useDirectMessageHref } from './direct-message-href';
import { Badge } from '#client/components/ui/badge';
import { SlashBreak } from '#client/components/ui/slash-break';
import { Button } from '#client/components/ui/button';
import { TitledCard } from '#client/components/ui/card';
import { SaveHorseButton } from '#client/components/horse/save-horse-button';
import { serviceLabel } from '#client/lib/horse-format';
import { goToAvailability } from './availability/availability-section';
import { paths } from '#client/lib/paths';

/** "Get in Touch" (docs/product.md §P2), shown to others than the owner while the horse is available. */
export function GetInTouchCard({ horse, ownerBlocked }: { horse: Horse; ownerBlocked: boolean }) {
  const messageHref = useDirectMessageHref(horse);
  return (
    <TitledCard title="Get in Touch" contentClassName="grid gap-4">
      {horse.services.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted">Help needed with</h3>
          <ul className="flex flex-wrap gap-2">
            {horse.services.map((service) => (
              <li key={service}>
                <Badge>
                  <SlashBreak text={serviceLabel(service)} />
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {ownerBlocked ? (
        <OwnerBlockedNote horse={horse} />
      ) : (
        <>
          <Button variant="accent" onClick={goToAvailability}>
            <CalendarDays aria-hidden="true" className="size-5" />
            Enquire about Horse
          </Button>
          <Button asChild variant="primary">
            <Link href={messageHref}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Direct Message
            </Link>
          </Button>
        </>
      )}
      <SaveHorseButton horse={horse} variant="full" />
    </TitledCard>
  );
}

/** In place of Enquire and Direct Message for a member who blocked the owner: both would meet a closed door. */
function OwnerBlockedNote({ horse }: { horse: Horse }) {
  const name = horse.owner?.firstName ?? 'the owner';
  return (
    <p className="text-sm text-muted">
      You blocked {name}, so neither of you can contact the other.{' '}
      <Link
        href={paths.user(horse.ownerId)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        Unblock {name} on their profile
      </Link>{' '}
      to get in touch.
    </p>
  );
}
