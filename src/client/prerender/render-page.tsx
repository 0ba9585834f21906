import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { applyFirstScreenSeed, type FirstScreenSeed } from '../app/first-screen-seed';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export type { FirstScreenSeed };

/**
 * A page as a visitor who is not signed in first sees it, as HTML drawn by the app's own components
 * (issue #16: a phone paints it as soon as the HTML and the stylesheet arrive, without waiting for the
 * scripts). Built for Node with the client (scripts/ssr-build.ts). The landing page is drawn once at build
 * time; a horse's page by the server on request, from the reply its first request gets (`seed`). main.tsx
 * hydrates it. Nothing else has been fetched on either side (the member, the site configuration), so both
 * draw the same loading states and the markup matches. The same tree as main.tsx, with the path given to
 * the router instead of read from the window.
 */
export async function renderPage(path: string, seed?: FirstScreenSeed): Promise<string> {
  const client = createQueryClient();
  applyFirstScreenSeed(client, seed);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
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
  // A component that fails on the server would be left to the browser: the caller falls back instead.
  if (errors.length > 0) throw errors[0];
  const markup = await new Response(prelude).text();
  if (markup.includes('<script') || markup.includes('<template')) {
    throw new Error(`The page drawn for ${path} still waits for something: it must be plain markup`);
  }
  return markup;
}
