import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
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
// The landing page arrives drawn (prerender/landing.tsx): take it over rather than draw it again.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
