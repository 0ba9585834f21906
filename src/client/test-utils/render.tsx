import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export interface RenderOptions {
  /** Starting path, with an optional query string (e.g. '/messages?userId=2'). */
  path?: string;
  queryClient?: QueryClient;
}

/**
 * Renders inside the real providers (a fresh QueryClient with the app defaults, tooltips, toaster) and an
 * in-memory wouter location. `location.history` records every navigation.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', queryClient = createQueryClient() }: RenderOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </Providers>
  );
  return { ...render(ui, { wrapper }), queryClient, location };
}
