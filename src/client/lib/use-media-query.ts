import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways, a window resized).
 * Where the browser has no matchMedia (tests), `fallback` is the answer.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => (supported ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
