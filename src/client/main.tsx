import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyFirstScreenSeed, readFirstScreenSeed } from './app/first-screen-seed';
import { Providers } from './app/providers';
import { queryClient } from './lib/query-client';
import { recordVisit } from './lib/record-visit';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

recordVisit();

const app = (
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>
);
// The landing page and a horse's page arrive drawn (prerender/render-page.tsx): take the markup over rather
// than draw it again, with the data it was drawn from already in the cache.
if (container.firstElementChild) {
  applyFirstScreenSeed(queryClient, readFirstScreenSeed());
  hydrateRoot(container, app);
} else createRoot(container).render(app);
