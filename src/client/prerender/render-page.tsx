import { StrictMode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { AssumedWidth } from '../lib/use-media-query';
import type { FirstScreenRenderer } from '#contract/first-screens';
import { FALLBACK_SITE_CONFIG as fallbackSiteConfig } from '../lib/site-config';
import { applyFirstScreenSeed } from './seed';

// This bundle's exports are the contract's FirstScreenRenderer, the type the server loads it as.

/** For the build's trial drawing (scripts/ssr-build.ts). */
export const FALLBACK_SITE_CONFIG: FirstScreenRenderer['FALLBACK_SITE_CONFIG'] = fallbackSiteConfig;

/**
 * A page as a visitor who is not signed in first sees it, as HTML drawn by the app's own components
 * (issue #16: a phone paints it as soon as the HTML and the stylesheet arrive, without waiting for the
 * scripts). Built for Node with the client (scripts/ssr-build.ts) and called by the server on request
 * (src/server/platform/pages/first-screens.ts) for the landing page, /browse and a horse's page, with what they
 * are drawn from (`seed`, see seed.ts) and the screen width it guesses (`width`). main.tsx hydrates it with
 * the same cache and width, so the markup matches. The same tree as main.tsx, with the path given to the
 * router instead of read from the window.
 */
export const renderPage: FirstScreenRenderer['renderPage'] = async (path, seed, width) => {
  const client = createQueryClient();
  applyFirstScreenSeed(client, seed);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <Providers client={client}>
          <AssumedWidth width={width}>
            <App />
          </AssumedWidth>
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
  return { markup, state: dehydrate(client) };
};
