// Test-only: a fetch stand-in answering the product's API by path, so screens run as in the browser.
import type { AuthUser, Location, Role } from '@irrigo/contracts';
import { answer as response } from '@irrigo/test-web';

export type ApiAnswer = { status: number; body?: unknown } | 'never';

export const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/**
 * Installs fetchMock answering each path from `answers` (a function is asked on every call, so a test
 * can change the answer between polls). Unlisted paths answer 404.
 */
export function mockApi(answers: Record<string, ApiAnswer | (() => ApiAnswer)>): void {
  globalThis.fetch = fetchMock as typeof fetch;
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return response(answer.status, answer.body);
  });
}

export const signedOut: ApiAnswer = { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' } };

export function signedInAs(role: Role, overrides: Partial<AuthUser> = {}): ApiAnswer {
  const user: AuthUser = {
    id: `${role}-1`,
    email: `${role}@riego.co`,
    name: role === 'technician' ? 'Luis Peña' : 'Ana Ruiz',
    role,
    locationId: null,
    organizationId: 'org-1',
    technicianId: role === 'technician' ? 'tech-1' : null,
    mustChangePassword: false,
    ...overrides,
  };
  return { status: 200, body: user };
}

export const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });

/** What the office top bar asks for, answered for a typical organization. */
export const officeApi = {
  '/api/organizations/current': { status: 200, body: { organization: { id: 'org-1', name: 'Riego Sur', type: 'independent' } } },
  '/api/locations/available': { status: 200, body: { locations: [location('loc-1', 'Main Office'), location('loc-2', 'Tampa')] } },
  '/api/housecall-pro/status': { status: 200, body: { connected: true } },
} satisfies Record<string, ApiAnswer>;
