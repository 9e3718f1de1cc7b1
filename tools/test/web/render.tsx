import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@irrigo/router';
import { createQueryClient } from '@irrigo/api-client';
import { initI18n } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { Toaster } from '@irrigo/ui';

/**
 * Shows where the router is (path and search), so tests can assert navigation: by test id 'location' or
 * as the status named 'current path'.
 */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" aria-label="current path">
      {`${pathname}${search}`}
    </output>
  );
}

export interface RenderedWithProviders extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders `ui` inside what the shell provides to every screen: a query client with the spec §9 defaults
 * (retries off) with the session write-through, a router at `url`, the shared i18n instance and the one Toaster; plus a LocationProbe.
 */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}): RenderedWithProviders {
  initI18n();
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionWriteThrough />
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * Renders one screen the way the shell routes to it: at route pattern `path`, opened at `url` (defaults to
 * `path`). Any other path renders nothing, so navigating away shows only in the LocationProbe.
 */
export function renderScreen(screen: ReactElement, { path = '/dashboard', url = path }: { path?: string; url?: string } = {}): RenderedWithProviders {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={null} />
    </Routes>,
    { url },
  );
}
