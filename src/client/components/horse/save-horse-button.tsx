import { Bookmark, Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Horse } from '#contract/horses';
import { buttonClasses } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { paths } from '#client/lib/paths';
import { useIsHorseSaved, useSaveHorseById, useToggleSavedHorse } from '#client/lib/queries/saved';
import { parseRouteId } from '#client/lib/route-id';

/** The query parameter that asks for a horse to be saved once the visitor has signed in. */
const SAVE_PARAM = 'save';

/** Where a signed-out visitor goes to save: sign in, then back here with `?save=<id>` (useSaveAfterSignIn). */
function useSignInToSaveHref(horseId: number): string {
  const [location] = useLocation();
  const params = new URLSearchParams(useSearch());
  params.set(SAVE_PARAM, String(horseId));
  return paths.login(`${location}?${params.toString()}`);
}

const heartClasses =
  'absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-cream/90 text-accent shadow-sm hover:bg-cream';

/**
 * Saves a horse for the signed-in member: the heart on a card (`icon`) or "Save Horse" on its page. The
 * change shows at once (optimistic) and stays after a reload; signed out, it leads to sign-in first.
 */
export function SaveHorseButton({ horse, variant }: { horse: Horse; variant: 'icon' | 'full' }) {
  const { data: user } = useCurrentUser();
  const saved = useIsHorseSaved(horse.id);
  const toggle = useToggleSavedHorse();
  const signInHref = useSignInToSaveHref(horse.id);
  const label = variant === 'icon' ? `Save ${horse.name}` : 'Save Horse';
  const Icon = variant === 'icon' ? Heart : Bookmark;
  const icon = <Icon aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />;
  const className = variant === 'icon' ? heartClasses : cn(buttonClasses('outline'), 'w-full');

  if (!user) {
    return (
      <Link href={signInHref} className={className} aria-label={variant === 'icon' ? label : undefined}>
        {icon}
        {variant === 'full' ? label : null}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      className={className}
      onClick={() =>
        toggle.mutate(
          { horse, save: !saved },
          {
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Could not save the horse',
                description: errorMessage(error),
              }),
          },
        )
      }
    >
      {icon}
      {variant === 'full' ? (saved ? 'Saved' : label) : null}
    </button>
  );
}

/**
 * Once signed in, a page reached with `?save=<id>` (a visitor who pressed a heart, then signed in) saves
 * that horse and drops the parameter from the address. Mounted once, in the app layout.
 */
export function useSaveAfterSignIn(): void {
  const { data: user } = useCurrentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { mutate } = useSaveHorseById();
  const done = useRef<string | null>(null);
  const horseId = parseRouteId(new URLSearchParams(search).get(SAVE_PARAM));

  useEffect(() => {
    if (!user || horseId === null || done.current === `${user.id}:${horseId}`) return;
    done.current = `${user.id}:${horseId}`;
    mutate(horseId, {
      onSuccess: () => toast({ title: 'Horse saved', description: 'You will find it in My Profile.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not save the horse',
          description: errorMessage(error),
        }),
    });
    const params = new URLSearchParams(search);
    params.delete(SAVE_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [user, horseId, mutate, search, location, navigate]);
}
