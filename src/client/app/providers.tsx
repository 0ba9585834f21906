import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '../lib/query-client';

let loadedToaster: ComponentType | null = null;
let toasterLoading: Promise<ComponentType> | null = null;

/**
 * Fetches Radix Toast (about 10 KB gzipped) once. The app asks for it after the first page has rendered,
 * so it is off the path to the first paint; the client tests load it up front (test-utils/load-toaster.ts).
 */
export function loadToaster(): Promise<ComponentType> {
  toasterLoading ??= import('../components/ui/toaster').then(({ Toaster }) => (loadedToaster = Toaster));
  return toasterLoading;
}

/** A toast raised before Radix Toast has arrived waits in the store and shows as soon as it has loaded. */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  useEffect(() => {
    if (Toaster) return;
    let active = true;
    void loadToaster().then((loaded) => {
      if (active) setToaster(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}

/** Query cache and the toasts (rendered by Toaster); tooltips bring their own provider. */
export function Providers({
  children,
  client = defaultQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
