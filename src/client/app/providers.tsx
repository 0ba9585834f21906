import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { Toaster } from '../components/ui/toaster';
import { queryClient as defaultQueryClient } from '../lib/query-client';

/** Spec public §9: tooltip delay 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/** Query cache, tooltip provider and the Radix toast provider/viewport (rendered by Toaster). */
export function Providers({
  children,
  client = defaultQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
