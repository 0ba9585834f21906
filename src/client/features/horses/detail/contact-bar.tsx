import { CalendarDays, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { useDirectMessageHref } from './direct-message-href';
import { Button } from '#client/components/ui/button';
import { goToAvailability } from './availability/availability-section';

/**
 * On a phone the Get in Touch card is far down the page: this bar stays at the bottom of the screen with
 * its two ways to get in touch. Hidden from lg up, where the card sits beside the gallery. The page's body
 * keeps room for it (styles.css, `data-bottom-bar`), so it never covers the footer.
 */
export function ContactBar({ horse }: { horse: Horse }) {
  const messageHref = useDirectMessageHref(horse);
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_12px_rgb(28_33_30/0.08)] backdrop-blur lg:hidden"
    >
      <nav aria-label={`Contact about ${horse.name}`} className="mx-auto grid max-w-xl grid-cols-2 gap-3">
        <Button variant="accent" onClick={goToAvailability}>
          <CalendarDays aria-hidden="true" className="size-5" />
          Enquire
        </Button>
        <Button asChild variant="primary">
          <Link href={messageHref}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Message
          </Link>
        </Button>
      </nav>
    </div>
  );
}
