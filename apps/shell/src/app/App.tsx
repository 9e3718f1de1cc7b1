import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@irrigo/router';
import { createQueryClient } from '@irrigo/api-client';
import { Toaster } from '@irrigo/ui';
import { UpdatePrompt } from '../pwa/UpdatePrompt.js';
import { AppRoutes } from './AppRoutes.js';
import { useSessionSync } from './shell-user.js';

function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * The providers every screen relies on, the shell's and the remotes' alike (they render in this tree):
 * one QueryClient with spec §9 defaults, the router, the one toast region and the "new version" prompt.
 * Tooltips (700/300 ms) belong to the office frame, which mounts their provider: field screens have none.
 * i18n is initialised in bootstrap before the first render.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <SessionSync />
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
