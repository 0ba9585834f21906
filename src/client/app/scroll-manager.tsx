import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollPageTo, scrollToHash } from '../lib/scroll-to-hash';

/**
 * On each new page: scroll to the URL's hash section (after ~500 ms, 80 px offset), else to the top. After
 * an in-app navigation, keyboard and screen-reader focus moves to the main region, as a full page load
 * would start afresh, instead of staying on a link that no longer exists.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else document.getElementById('main')?.focus({ preventScroll: true });
    if (window.location.hash) return scrollToHash();
    scrollPageTo(0);
    return undefined;
  }, [location]);
  return null;
}
