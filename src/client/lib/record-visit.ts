import { discardBody } from './api';

/**
 * Counts this page load in the site metrics (docs/product.md §M3: visitCount): one anonymous POST per load of
 * the app, not per route change, carrying nothing about the visitor. A failure is ignored: counting must
 * never get in a visitor's way.
 */
export function recordVisit(): void {
  // The reply is read (a 429 carries a body) so the request ends and the page can reach network idle.
  void fetch('/api/metrics/visit', { method: 'POST', credentials: 'omit', keepalive: true })
    .then(discardBody)
    .catch(() => undefined);
}
