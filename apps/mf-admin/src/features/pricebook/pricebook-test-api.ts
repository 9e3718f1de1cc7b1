// Test-only: the pricebook API as the screens' tests answer it (never imported by the screens).
import type { AuthUser, PricebookCategory, PricebookItem, PricebookSyncPreview, PricebookSyncReport } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, type FetchMock } from '@irrigo/test-web';

export const OWNER: AuthUser = {
  id: 'acc-owner',
  email: 'dana@irrigo-demo.test',
  name: 'Dana Brooks',
  role: 'admin',
  locationId: null,
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
};

const category = (overrides: Partial<PricebookCategory> & Pick<PricebookCategory, 'id' | 'nameEn'>): PricebookCategory => ({
  parentId: null,
  nameEs: null,
  sortOrder: 0,
  active: true,
  hcpUuid: null,
  depth: 0,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const HEADS = category({ id: '00000000-0000-4000-8000-0000000000a1', nameEn: 'Sprinkler heads', nameEs: 'Aspersores', sortOrder: 1 });
export const ROTORS = category({
  id: '00000000-0000-4000-8000-0000000000a2',
  nameEn: 'Rotors',
  nameEs: 'Rotores',
  parentId: HEADS.id,
  depth: 1,
  hcpUuid: 'mc_rotors',
});
export const VALVES = category({ id: '00000000-0000-4000-8000-0000000000a3', nameEn: 'Valves', nameEs: 'Válvulas', sortOrder: 2 });
export const OLD = category({ id: '00000000-0000-4000-8000-0000000000a4', nameEn: 'Old stock', active: false, sortOrder: 3 });
export const CATEGORIES = [HEADS, ROTORS, VALVES, OLD];

const item = (overrides: Partial<PricebookItem> & Pick<PricebookItem, 'id' | 'nameEn'>): PricebookItem => ({
  categoryId: null,
  kind: 'material',
  sku: null,
  nameEs: null,
  descriptionEn: null,
  descriptionEs: null,
  unit: 'each',
  costCents: null,
  priceCents: null,
  memberPriceCents: null,
  taxable: true,
  tracksInventory: false,
  imageUrl: null,
  active: true,
  hcpUuid: null,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const ROTOR = item({
  id: '00000000-0000-4000-8000-0000000000b1',
  nameEn: 'Rain Bird 5004 rotor',
  nameEs: 'Rotor Rain Bird 5004',
  sku: 'RB-5004-PC',
  categoryId: ROTORS.id,
  costCents: 1240,
  priceCents: 2495,
  memberPriceCents: 2245,
  version: 3,
});
export const VALVE = item({
  id: '00000000-0000-4000-8000-0000000000b2',
  nameEn: 'Rain Bird 100-DV valve',
  nameEs: 'Válvula Rain Bird 100-DV',
  sku: '100-DV',
  categoryId: VALVES.id,
  priceCents: 4995,
});
export const BACKFLOW = item({
  id: '00000000-0000-4000-8000-0000000000b3',
  nameEn: 'Backflow test',
  nameEs: 'Prueba de contraflujo',
  kind: 'service',
  unit: 'hr',
});
export const ITEMS = [BACKFLOW, VALVE, ROTOR];

export const PREVIEW: PricebookSyncPreview = {
  categories: { created: 1, updated: 0, archived: 0, unchanged: 12 },
  items: { created: 2, updated: 1, archived: 1, unchanged: 57 },
  failed: [],
  servicesReadable: false,
  rows: [
    { entity: 'item', action: 'created', hcpUuid: 'pbmat_1', id: null, name: 'Hunter MP Rotator 1000', changes: [] },
    { entity: 'item', action: 'updated', hcpUuid: 'pbmat_2', id: 'x', name: 'Rain Bird 5004 rotor', changes: ['priceCents'] },
    { entity: 'item', action: 'unchanged', hcpUuid: 'pbmat_3', id: 'y', name: 'Toro 570Z spray', changes: [] },
  ],
};

export const REPORT: PricebookSyncReport = {
  id: 'run-1',
  status: 'ok',
  created: 2,
  updated: 1,
  archived: 1,
  unchanged: 57,
  failed: 0,
  categories: PREVIEW.categories,
  servicesReadable: false,
  error: null,
  startedAt: '2026-11-24T09:00:00.000Z',
  finishedAt: '2026-11-24T09:00:04.000Z',
};

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

export const refuse = (statusCode: number, code: string, details?: string[]) => () =>
  answer(statusCode, { statusCode, code, message: 'Refused in English', ...(details ? { details } : {}) });

/**
 * The pricebook API with the fixtures above; `overrides` answer a request ("METHOD /path-prefix") instead.
 * Every request is kept, so a test can check what the screen sent.
 */
export function mockPricebookApi(overrides: Record<string, Answer> = {}) {
  const sent: SentRequest[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const request: SentRequest = {
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    sent.push(request);
    const override = Object.entries(overrides).find(([key]) => {
      const [wantedMethod, prefix] = key.split(' ');
      return wantedMethod === method && url.startsWith(prefix ?? '');
    });
    if (override) return override[1](request);
    if (url === CURRENT_USER_QUERY_KEY[0]) return answer(200, OWNER);
    if (method === 'GET' && url.startsWith('/api/pricebook/categories/counts')) {
      return answer(200, {
        counts: [
          { categoryId: ROTORS.id, items: 1 },
          { categoryId: VALVES.id, items: 1 },
          { categoryId: null, items: 1 },
        ],
      });
    }
    if (method === 'GET' && url.startsWith('/api/pricebook/categories')) return answer(200, { categories: CATEGORIES });
    if (method === 'GET' && (url.startsWith('/api/pricebook/items?') || url === '/api/pricebook/items')) {
      return answer(200, { items: ITEMS, total: ITEMS.length, page: 1, pageSize: 50 });
    }
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    sent,
    calls: (method: string, prefix: string) => sent.filter((entry) => entry.method === method && entry.url.startsWith(prefix)),
  };
}
