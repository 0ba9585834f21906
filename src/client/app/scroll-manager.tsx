import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scrollPageTo, scrollToHash } from '../lib/scroll-to-hash';

/** On each new page: scroll to the URL's hash section (after ~500 ms, 80 px offset), else to the top. */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    if (window.location.hash) return scrollToHash();
    scrollPageTo(0);
    return undefined;
  }, [location]);
  return null;
}
