import { MapPinOff } from 'lucide-react';
import { PLACE_MESSAGES } from '#contract/places';
import { usePlaceSuggestions } from '#client/lib/queries/places';
import { Button } from '#client/components/ui/button';

export interface PlaceNotRecognisedProps {
  /** What was typed. */
  location: string;
  /** Search again from a suggested place instead. */
  onChoose: (location: string) => void;
  onShowAll: () => void;
}

/**
 * Said instead of "No horses found" when the location could not be placed ("Gildford", "ZZ99 9ZZ"): the
 * search never ran from anywhere, so an empty list would mislead. Offers the nearest spellings we know.
 */
export function PlaceNotRecognised({ location, onChoose, onShowAll }: PlaceNotRecognisedProps) {
  const { suggestions, settled } = usePlaceSuggestions(location);
  return (
    <div className="rounded-3xl border border-dashed border-line bg-cream p-6 text-center sm:p-10">
      <MapPinOff aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-xl font-semibold text-ink">{PLACE_MESSAGES.notRecognised}</h2>
      <p className="mt-2 text-ink">
        We couldn&apos;t find &quot;{location}&quot; among UK towns, villages, counties and postcodes.
      </p>
      {suggestions.length > 0 ? (
        <div className="mt-4">
          <p className="font-semibold text-ink">Did you mean:</p>
          <ul aria-label="Places with a similar name" className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.slice(0, 5).map((suggestion) => (
              <li key={suggestion.value}>
                <Button variant="outline" size="sm" onClick={() => onChoose(suggestion.value)}>
                  {suggestion.label}
                  <span className="sr-only">{`, ${suggestion.detail}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : settled ? (
        <p className="mt-2 text-muted">
          Check the spelling, or try a nearby town or a postcode such as GU1 3AA.
        </p>
      ) : null}
      <div className="mt-6 flex justify-center">
        <Button variant="primary" onClick={onShowAll}>
          Show All Horses
        </Button>
      </div>
    </div>
  );
}
