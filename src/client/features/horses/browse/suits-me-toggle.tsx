import { useLocation, useSearch } from 'wouter';
import { Checkbox } from '#client/components/ui/checkbox';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';

/** The address parameter of the "Suits me" filter. */
export const SUITS_ME_PARAM = 'suitsMe';

export function suitsMeOf(search: string): boolean {
  return new URLSearchParams(search).get(SUITS_ME_PARAM) === 'true';
}

/** Adds the "Suits me" parameter to a browse query string when it is on. */
export function withSuitsMe(query: string, on: boolean): string {
  const params = new URLSearchParams(query);
  if (on) params.set(SUITS_ME_PARAM, 'true');
  else params.delete(SUITS_ME_PARAM);
  return params.toString();
}

/**
 * "Suits me" (issue 18): only horses whose height and level suit the signed-in rider's private details
 * (the server applies it; docs/decisions/0018-suitability-table.md). Shown to members who gave a rider weight or experience.
 */
export function SuitsMeToggle() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  if (!user || (!user.riderWeight && !user.experienceLevel)) return null;
  const on = suitsMeOf(search);
  return (
    <Checkbox
      label="Suits me"
      checked={on}
      onChange={(event) => {
        const qs = withSuitsMe(search, event.target.checked);
        navigate(qs ? `${paths.browse()}?${qs}` : paths.browse());
      }}
    />
  );
}
