import { MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Horse } from '#contract/horses';
import { EXPERIENCE_LEVEL_LABELS } from '#contract/options';
import { Badge } from '#client/components/ui/badge';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { SuitabilityNote } from '#client/components/horse/suitability-note';
import {
  experienceLabel,
  formatAge,
  formatRating,
  formatReviewCount,
  heightLabel,
  NOT_SPECIFIED,
  temperamentLabel,
} from '#client/lib/horse-format';

/** "Riders up to 11-13st · Intermediate riders or more · No hacking out alone"; null when none is set. */
function riderLimitsWords(horse: Horse): string | null {
  const words = [
    horse.maxRiderWeight ? `Riders up to ${RIDER_WEIGHT_LABELS[horse.maxRiderWeight]}` : null,
    horse.minRiderExperience ? `${EXPERIENCE_LEVEL_LABELS[horse.minRiderExperience]} riders or more` : null,
    horse.hackingAlone === null
      ? null
      : horse.hackingAlone
        ? 'Hacking out alone allowed'
        : 'No hacking out alone',
  ].filter((word): word is string => word !== null);
  return words.length > 0 ? words.join(' · ') : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** Name, badges and the details of a horse (docs/product.md §P2); "Not specified" where empty. */
export function HorseFacts({ horse }: { horse: Horse }) {
  const temperament = horse.temperament.map(temperamentLabel).join(', ');
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">{horse.name}</h1>
          <p className="text-lg text-muted">
            {[horse.breed, formatAge(horse.age)].filter(Boolean).join(' · ')}
          </p>
          <p className="flex items-center gap-2 text-muted">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            {horse.location}
          </p>
          <SuitabilityNote horse={horse} className="text-base" />
        </div>
        <Badge variant={horse.isAvailable ? 'success' : 'muted'} className="text-sm">
          {horse.isAvailable ? 'Available' : 'Unavailable'}
        </Badge>
      </div>
      <p className="flex items-center gap-2 text-ink">
        <Star aria-hidden="true" className="size-5 text-accent" />
        <span className="sr-only">Rating:</span>
        <span className="text-lg font-semibold">{formatRating(horse)}</span>
        <span className="text-muted">({formatReviewCount(horse.reviewCount)})</span>
      </p>
      <section aria-labelledby="about-horse" className="grid gap-2">
        <h2 id="about-horse" className="text-xl font-semibold text-ink">
          About {horse.name}
        </h2>
        <p className="whitespace-pre-line text-ink">{horse.description || NOT_SPECIFIED}</p>
      </section>
      <dl className="grid gap-4 rounded-2xl border border-line bg-cream p-5 sm:grid-cols-2">
        <Fact label="Breed">{horse.breed || NOT_SPECIFIED}</Fact>
        <Fact label="Age">{formatAge(horse.age) ?? NOT_SPECIFIED}</Fact>
        <Fact label="Colour">{horse.color || NOT_SPECIFIED}</Fact>
        <Fact label="Height">{horse.height ? heightLabel(horse.height) : NOT_SPECIFIED}</Fact>
        <Fact label="Temperament">{temperament || NOT_SPECIFIED}</Fact>
        <Fact label="Experience level">{experienceLabel(horse.experienceLevel) ?? NOT_SPECIFIED}</Fact>
        {horse.specialNeeds ? <Fact label="Special needs">{horse.specialNeeds}</Fact> : null}
        {riderLimitsWords(horse) ? (
          <Fact label="Owner's limits for riders">{riderLimitsWords(horse)}</Fact>
        ) : null}
      </dl>
    </div>
  );
}
