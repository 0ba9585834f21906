import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '#client/lib/api';
import { useNearestDistrict } from '#client/lib/queries/places';
import { Button } from '#client/components/ui/button';

export const USE_MY_LOCATION_MESSAGES = {
  button: 'Use my location',
  finding: 'Finding your postcode district...',
  unsupported: "Your browser can't share its location. Type a town or postcode instead.",
  denied: 'Location is turned off for this site. Type a town or postcode instead.',
  failed: "We couldn't get your location. Type a town or postcode instead.",
} as const;

/** Two decimals: about a kilometre. Finer than that is never needed to find a district, so never sent. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * Asks the browser for its position once, when pressed, and hands back only the nearest postcode district
 * ("GU1"). The position goes to the server, rounded, in one request's body; neither side keeps it.
 */
export function UseMyLocationButton({ onFound }: { onFound: (outcode: string) => void }) {
  const nearest = useNearestDistrict();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(USE_MY_LOCATION_MESSAGES.unsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        nearest.mutate(
          { latitude: roughly(latitude), longitude: roughly(longitude) },
          {
            onSuccess: (district) => onFound(district.value),
            onError: (error) =>
              setProblem(error instanceof ApiError ? error.message : USE_MY_LOCATION_MESSAGES.failed),
            onSettled: () => setLocating(false),
          },
        );
      },
      (error) => {
        setLocating(false);
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? USE_MY_LOCATION_MESSAGES.denied
            : USE_MY_LOCATION_MESSAGES.failed,
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div className="grid gap-1">
      <Button variant="outline" size="sm" className="w-full" onClick={locate} disabled={locating}>
        <LocateFixed aria-hidden="true" className="size-4" />
        {USE_MY_LOCATION_MESSAGES.button}
      </Button>
      <p role="status" className={problem ? 'text-sm text-danger' : 'text-sm text-muted'}>
        {locating ? USE_MY_LOCATION_MESSAGES.finding : (problem ?? '')}
      </p>
    </div>
  );
}
