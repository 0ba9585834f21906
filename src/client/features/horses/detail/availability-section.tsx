import { CalendarClock } from 'lucide-react';
import { AVAILABILITY_SECTION_ID } from './get-in-touch-card';

/**
 * Where the availability calendar will live (its own issue). Until then an honest note, so
 * "Enquire about Horse" has somewhere to scroll to.
 */
export function AvailabilitySection({ horseName }: { horseName: string }) {
  return (
    <section
      id={AVAILABILITY_SECTION_ID}
      aria-labelledby="availability-title"
      className="scroll-mt-20 rounded-2xl border border-dashed border-line bg-cream p-6"
    >
      <h2 id="availability-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-6 text-primary" />
        Availability
      </h2>
      <p className="mt-2 text-ink">
        The availability calendar for {horseName} is coming soon. Until then, send the owner a direct message
        to arrange a time that suits you both.
      </p>
    </section>
  );
}
