import { CalendarCheck, Crown, MapPin, Navigation, Ruler, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Badge } from '#client/components/ui/badge';
import { SlashBreak } from '#client/components/ui/slash-break';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { HorseCardOwnerControls } from './horse-card-owner-controls';
import {
  approvedPhotos,
  experienceLabel,
  formatAge,
  formatDistance,
  formatFreeWeekdays,
  formatRating,
  formatReviewCount,
  heightLabel,
  serviceLabel,
} from '#client/lib/horse-format';
import { HorsePhotoPlaceholder } from './horse-photo-placeholder';
import { SaveHorseButton } from './save-horse-button';
import { VerifiedMark } from '#client/components/member/member-identity';
import { useCurrentUser } from '#client/lib/auth';

// Loaded only when a card shows them, so a visitor's first page does not carry them (the landing page's
// JavaScript budget, scripts/check-landing-js.mjs): only a signed-in rider has a verdict against the horse's
// limits, and few owners are riding schools.
const SuitabilityNote = lazy(() =>
  import('./suitability-note').then((m) => ({ default: m.SuitabilityNote })),
);
const RidingSchoolMark = lazy(() =>
  import('#client/components/member/riding-school-mark').then((m) => ({ default: m.RidingSchoolMark })),
);

/** docs/product.md §P2/§P9: on the landing page a card shows at most 3 services, then "+N more". */
export const LANDING_SERVICE_LIMIT = 3;

export interface HorseCardProps {
  horse: Horse;
  /** 'landing': at most 3 services and the height label; 'browse': the full card. */
  variant?: 'browse' | 'landing';
  /** Owner context: edit link and two-step delete. */
  editMode?: boolean;
  /** Heading level of the horse's name within the page. */
  headingLevel?: 'h2' | 'h3';
  /**
   * The first card of a list: its photo is the page's largest paint on a phone, so it is fetched at once
   * and first rather than lazily (a lazy image waits for layout, which cost about a second on slow 4G).
   */
  priority?: boolean;
  /**
   * Browse results (issue 28): on a phone the card is a row, the photo beside the facts, without the
   * services and description, so two horses fit on a 360 × 800 screen. From the sm breakpoint, as usual.
   */
  compactOnPhone?: boolean;
}

/** A horse in a list; the whole card links to /horse/{id} (docs/product.md §P2). */
export function HorseCard({
  horse,
  variant = 'browse',
  editMode = false,
  headingLevel = 'h3',
  priority = false,
  compactOnPhone = false,
}: HorseCardProps) {
  /** The classes of one part: as a row on a phone when compact, then as everywhere else. */
  const phone = (compact: string, usual: string) => (compactOnPhone ? compact : usual);
  const Heading = headingLevel;
  const photo = approvedPhotos(horse)[0];
  const services = variant === 'landing' ? horse.services.slice(0, LANDING_SERVICE_LIMIT) : horse.services;
  const more = horse.services.length - services.length;
  const level = experienceLabel(horse.experienceLevel);
  const facts = [horse.breed, formatAge(horse.age), horse.color].filter(Boolean).join(' · ');
  const free = formatFreeWeekdays(horse.freeWeekdays);
  const { data: user } = useCurrentUser();
  const verdict = !editMode && !!user && user.id !== horse.ownerId;

  return (
    <Card
      className={cn(
        'relative flex w-full overflow-hidden transition-shadow hover:shadow-lg',
        phone('flex-row sm:flex-col', 'flex-col'),
        'has-[a[data-card-link]:focus-visible]:outline-3 has-[a[data-card-link]:focus-visible]:outline-offset-2',
        'has-[a[data-card-link]:focus-visible]:outline-accent',
      )}
    >
      <div
        className={cn(
          'relative bg-primary-soft',
          phone('w-28 shrink-0 sm:aspect-[4/3] sm:w-auto', 'aspect-[4/3]'),
        )}
      >
        {photo ? (
          <img
            src={photo.thumbnail}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full object-cover"
          />
        ) : (
          <HorsePhotoPlaceholder
            variant={variant === 'browse' ? 'browse' : 'card'}
            iconOnlyOnPhone={compactOnPhone}
          />
        )}
        {editMode ? null : <SaveHorseButton horse={horse} variant="icon" />}
        <div
          className={cn(
            'absolute flex gap-2',
            // Low on a phone's narrow photo, clear of the save button in its top corner.
            phone(
              'bottom-10 left-2 flex-col items-start gap-1 sm:top-3 sm:bottom-auto sm:left-3 sm:flex-row sm:flex-wrap sm:gap-2',
              'top-3 left-3 flex-wrap',
            ),
          )}
        >
          {horse.isPremium ? (
            <Badge variant="primary" className="shadow-sm">
              <Crown aria-hidden="true" className="size-3.5" />
              Premium
            </Badge>
          ) : null}
          {level ? <Badge className="bg-cream text-primary shadow-sm">{level}</Badge> : null}
        </div>
        <Badge
          variant={horse.isAvailable ? 'success' : 'muted'}
          className={cn(
            'absolute shadow-sm',
            phone('bottom-2 left-2 sm:bottom-3 sm:left-3', 'bottom-3 left-3'),
          )}
        >
          {horse.isAvailable ? 'Available' : 'Not Available'}
        </Badge>
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col', phone('gap-1 p-3 sm:gap-3 sm:p-5', 'gap-3 p-5'))}>
        <div>
          <div className="min-w-0">
            {/* In the landing page's row one long name would make every card of the row taller: there it
                keeps to one line (the link's name stays whole for screen readers). */}
            <Heading
              className={cn(
                'font-semibold text-ink',
                variant === 'landing' ? 'truncate' : 'wrap-anywhere',
                phone('text-base sm:text-lg', 'text-lg'),
              )}
            >
              <Link
                href={paths.horse(horse.id)}
                data-card-link=""
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {horse.name}
              </Link>
            </Heading>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              {horse.owner ? `Owner: ${horse.owner.firstName}` : 'Owner Information Unavailable'}
              {horse.owner ? <VerifiedMark status={horse.owner.verificationStatus} /> : null}
              {horse.isVerifiedRidingSchool ? (
                <Suspense fallback={null}>
                  <RidingSchoolMark />
                </Suspense>
              ) : null}
            </p>
          </div>
        </div>
        <ul className="grid gap-1 text-sm text-muted">
          {horse.distanceMiles !== undefined ? (
            <li className="flex items-center gap-2 font-semibold text-primary">
              <Navigation aria-hidden="true" className="size-4" />
              {formatDistance(horse.distanceMiles)}
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {horse.location}
          </li>
          {/* The weekdays of the coming four weeks the owner has put slots on (docs/decisions/0050). */}
          {free ? (
            <li className="flex items-center gap-2">
              <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {free}
            </li>
          ) : null}
          {/* Breed, age and colour wait for the horse's page on a phone. */}
          {facts ? <li className={phone('hidden sm:block', '')}>{facts}</li> : null}
          {variant === 'landing' ? (
            <li className="flex items-center gap-2">
              <Ruler aria-hidden="true" className="size-4 text-primary" />
              <span>
                <span className="sr-only">Height: </span>
                {heightLabel(horse.height)}
              </span>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-4 text-accent" />
            <span>
              <span className="sr-only">Rating: </span>
              <span className="font-semibold text-ink">{formatRating(horse)}</span> (
              {formatReviewCount(horse.reviewCount)})
            </span>
          </li>
        </ul>
        {verdict ? (
          <Suspense fallback={null}>
            <SuitabilityNote horse={horse} />
          </Suspense>
        ) : null}
        {horse.services.length > 0 ? (
          <ul
            aria-label="Help needed with"
            className={cn('flex-wrap gap-2', phone('hidden sm:flex', 'flex'))}
          >
            {services.map((service) => (
              <li key={service}>
                <Badge>
                  <SlashBreak text={serviceLabel(service)} />
                </Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="muted">+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {horse.description ? (
          <p
            className={cn(
              'text-sm text-ink',
              variant === 'landing' ? 'line-clamp-2' : 'line-clamp-3',
              phone('hidden sm:block', ''),
            )}
          >
            {horse.description}
          </p>
        ) : null}
      </div>
      {editMode ? <HorseCardOwnerControls horseId={horse.id} horseName={horse.name} /> : null}
    </Card>
  );
}
