import { BadgeCheck, HeartHandshake, Search, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HappyMatches } from '#contract/site-stats';
import { happyMatchesWords } from '#contract/rules/happy-matches';
import { useLocation } from 'wouter';
import { paths } from '#client/lib/paths';
import { HashLink } from '#client/components/layout/hash-link';
import { PageContainer } from '#client/components/layout/page-container';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { HeroPicture } from './hero-picture';
import { PlaceCombobox } from '#client/components/places/place-combobox';
import { UseMyLocationButton } from '#client/components/places/use-my-location-button';

/**
 * The spec's marketing claims (docs/product.md §P1), each only as far as it is true: the matches are
 * counted (contract rule happy-matches.ts), and until the count arrives the line says what is always true.
 */
function useClaims() {
  const { data } = useQuery<HappyMatches>({ queryKey: [HAPPY_MATCHES_PATH], staleTime: 600_000 });
  return [
    { Icon: Sparkles, text: 'Always free to get started' },
    { Icon: BadgeCheck, text: happyMatchesWords(data?.count) },
    { Icon: HeartHandshake, text: '100% of donations go to horse welfare' },
  ];
}

export const HAPPY_MATCHES_PATH = '/api/site/happy-matches';

/**
 * "Search Horses" is a search: a town or postcode goes to /browse?location=..., nothing to all horses.
 * Choosing a suggested place, or "Use my location", searches at once.
 */
function HeroSearch() {
  const [, navigate] = useLocation();
  const [location, setLocation] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As the field shows it: text typed before the scripts took the drawn page over is not in the state.
    const typed = new FormData(event.currentTarget).get('location');
    navigate(paths.browse({ location: typeof typed === 'string' ? typed : location }));
  };
  return (
    <form
      role="search"
      aria-label="Search horses"
      // Where it goes by itself, sent before the scripts have taken the drawn page over (a slow phone).
      action="/browse"
      method="get"
      onSubmit={submit}
      className="mt-5 grid max-w-xl gap-2 sm:mt-6"
    >
      <Label htmlFor="hero-location" className="text-base font-semibold text-ink">
        Search by town or postcode
      </Label>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <PlaceCombobox
          id="hero-location"
          name="location"
          value={location}
          onChange={setLocation}
          onChoose={(place) => navigate(paths.browse({ location: place }))}
          placeholder="Town or postcode"
        />
        <Button type="submit" variant="accent" size="lg">
          <Search aria-hidden="true" className="size-5" />
          Search Horses
        </Button>
      </div>
      <UseMyLocationButton onFound={(district) => navigate(paths.browse({ location: district }))} />
    </form>
  );
}

export function HeroSection() {
  const claims = useClaims();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-soft to-sand">
      <PageContainer className="grid items-center gap-5 py-7 sm:gap-10 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">
            Where horse owners and horse lovers meet
          </h1>
          <p className="mt-3 max-w-xl text-ink sm:mt-6 sm:text-lg">
            A UK community, run as a community interest company, where owners find trusted help with riding,
            yard work and care, and enthusiasts find horses to spend time with near home.
          </p>
          <HeroSearch />
          <div className="mt-4 flex flex-wrap gap-3">
            <HashLink section="how-it-works" className={buttonClasses('outline')}>
              How it works
            </HashLink>
          </div>
        </div>
        <div className="flex items-center gap-4 sm:grid sm:gap-6 sm:rounded-3xl sm:border sm:border-line sm:bg-cream sm:p-6 sm:shadow-[0_2px_12px_rgb(28_33_30/0.06)] lg:p-8">
          <HeroPicture className="w-28 shrink-0 sm:w-full" />
          <ul className="grid min-w-0 gap-2 sm:gap-4">
            {claims.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm font-semibold text-ink sm:text-lg">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary sm:size-6" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </PageContainer>
    </section>
  );
}
