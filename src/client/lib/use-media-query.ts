import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The screen width a page drawn on the server was drawn for (issue #16): the server guesses it from the
 * request (a phone or not) and the browser hydrates with the same guess, so a layout chosen by a media
 * query matches the markup; right after hydration each query follows the real screen.
 */
const AssumedWidthContext = createContext<number | undefined>(undefined);

export function AssumedWidth({ width, children }: { width: number | undefined; children: ReactNode }) {
  return createElement(AssumedWidthContext.Provider, { value: width }, children);
}

const WIDTH_QUERY = /^\((min|max)-width:\s*([\d.]+)(px|rem)\)$/;

/** Whether `(min-width: …)` or `(max-width: …)` holds at this width; undefined for any other query. */
export function matchesWidth(query: string, width: number): boolean | undefined {
  const match = WIDTH_QUERY.exec(query.trim());
  if (!match) return undefined;
  const limit = Number(match[2]) * (match[3] === 'rem' ? 16 : 1);
  return match[1] === 'min' ? width >= limit : width <= limit;
}

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways, a window resized).
 * Where the browser has no matchMedia (tests), `fallback` is the answer; so it is on the server and while
 * hydrating, unless the page was drawn for an assumed width.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const assumedWidth = useContext(AssumedWidthContext);
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => (supported ? window.matchMedia(query).matches : fallback),
    () => (assumedWidth === undefined ? fallback : (matchesWidth(query, assumedWidth) ?? fallback)),
  );
}
