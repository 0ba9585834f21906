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

/** "Get in Touch" (docs/product.md §P2), shown to others than the owner while the horse is available. */
export function GetInTouchCard({ horse }: { horse: Horse }) {
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
      <SaveHorseButton horse={horse} variant="full" />
    </TitledCard>
  );
}
