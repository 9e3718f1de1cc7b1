import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@irrigo/api-client';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { Toaster, useToastStore } from '@irrigo/ui';
import '../i18n.js';

/** Shows where the app navigated, standing in for the shell's other screens. */
function Destination() {
  const { pathname } = useLocation();
  return <p data-testid="destination">{pathname}</p>;
}

export interface RenderedScreen extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders a screen as the shell would: its router (at `path`), the default query client of spec §9,
 * the one Toaster. Other paths render a marker with the path they were reached at.
 */
export function renderScreen(screen: ReactElement, { path, route = path }: { path: string; route?: string }): RenderedScreen {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={<Destination />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A clean page: no stored session, no toasts, the given language. */
export async function freshPage(language: 'en' | 'es' = 'en'): Promise<void> {
  window.localStorage.clear();
  useSessionStore.setState({ user: null, technician: null, selectedLocationId: null, connectivity: 'checking' });
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage(language);
}
