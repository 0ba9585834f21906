/**
 * Registers the service worker (/sw.js, written by the build: decision 0027) once the page has loaded, so
 * it never competes with the page's own first requests. Production builds only: in development Vite
 * serves no /sw.js, and a worker would outlive a dev session's changing pages.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration costs only the offline page; the site works the same without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
