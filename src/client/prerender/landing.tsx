import { StrictMode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { Providers } from '../app/providers';

/**
 * The landing page as a visitor who is not signed in first sees it, as HTML, drawn by the app's own
 * components at build time (scripts/prerender-landing.mjs). The server sends it inside #root for `/`, so a
 * phone paints the hero as soon as the HTML and the stylesheet arrive, without waiting for the scripts
 * (issue #16: phone LCP). main.tsx then hydrates it. Nothing has been fetched yet on either side (the
 * member, the site configuration, the horses), so both draw the same loading states and the markup
 * matches; the same tree as main.tsx, with the path given to the router instead of read from the window.
 */
export async function renderLandingPage(): Promise<string> {
  const markup = await drawLanding();
  if (markup.includes('<script') || markup.includes('<template')) {
    throw new Error('The prerendered landing page still waits for something: it must be plain markup');
  }
  return markup;
}

async function drawLanding(): Promise<string> {
  const errors: unknown[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath="/">
        <Providers client={client}>
          <App />
        </Providers>
      </Router>
    </StrictMode>,
    {
      // Fizz moves a large finished boundary out of line, behind an inline script that puts it in place;
      // the Content-Security-Policy refuses inline scripts, so every boundary stays where it is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  // A component that fails on the server would be left to the browser: fail the build instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}
