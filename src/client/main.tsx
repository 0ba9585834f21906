// First: before any schema parses (see the module).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadDrawnPage } from './app/routes';
import { Providers } from './app/providers';
import { queryClient } from './lib/query-client';
import { recordVisit } from './lib/record-visit';
import { registerServiceWorker } from './lib/register-service-worker';
import { AssumedWidth } from './lib/use-media-query';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

recordVisit();
registerServiceWorker();

/** What the server drew the page from (src/server/platform/pages/first-screens.ts): its cache and screen width. */
interface DrawnWith {
  state?: DehydratedState;
  width?: number;
}
function drawnWith(): DrawnWith {
  try {
    return JSON.parse(document.getElementById('first-screen-data')?.textContent ?? '{}') as DrawnWith;
  } catch {
    return {};
  }
}

// The pages of the contract's DRAWN_SCREENS arrive drawn (prerender/render-page.tsx): take the markup over
// rather than draw it again, with the data and the screen width it was drawn for.
const drawn = container.firstElementChild ? drawnWith() : undefined;
if (drawn?.state) hydrate(queryClient, drawn.state);
const app = (
  <StrictMode>
    <Providers>
      <AssumedWidth width={drawn?.width}>
        <App />
      </AssumedWidth>
    </Providers>
  </StrictMode>
);
// Hydrated with its page module at hand, a drawn page is taken over in one pass (app/routes.tsx).
// A module that fails to load is the page's error to show, once hydrated.
if (drawn) {
  void preloadDrawnPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else createRoot(container).render(app);
