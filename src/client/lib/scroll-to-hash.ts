/** docs/product.md §P2/§P9: anchors keep an 80 px offset (sticky navbar); a URL hash scrolls after about 500 ms. */
export const ANCHOR_OFFSET_PX = 80;
export const HASH_SCROLL_DELAY_MS = 500;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the page to `top`; falls back to setting scrollTop where scrollTo is missing (jsdom). */
export function scrollPageTo(top: number, smooth = false): void {
  const root = document.scrollingElement ?? document.documentElement;
  if (typeof root.scrollTo === 'function') {
    root.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  } else {
    root.scrollTop = top;
  }
}

/** Scrolls so the element with this id sits 80 px below the top. Returns false when it is not on the page. */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollPageTo(element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX, true);
  return true;
}

/**
 * After about 500 ms, scrolls to the element named by the hash (default: the URL's). Lazily loaded pages may
 * render later, so it keeps looking for a few seconds. Returns a function that cancels it.
 */
export function scrollToHash(
  hash: string = window.location.hash,
  delayMs = HASH_SCROLL_DELAY_MS,
): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return () => undefined;
  }
  if (!id) return () => undefined;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    if (scrollToElement(id) || ++attempts > 20) return;
    timer = setTimeout(attempt, 250);
  };
  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}
