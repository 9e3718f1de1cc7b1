import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@irrigo/api-client';
import { Toaster, TooltipProvider } from '@irrigo/ui';
import { AppRoutes } from './AppRoutes.js';
import { useSessionSync } from './shell-user.js';

function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * The providers every screen relies on, the shell's and the remotes' alike (they render in this tree):
 * one QueryClient with spec §9 defaults, the router, tooltips (700/300 ms) and the one toast region.
 * i18n is initialised in bootstrap before the first render.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <BrowserRouter>
          <SessionSync />
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
