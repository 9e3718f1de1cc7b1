import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { HEADERS, type Organization, type Technician } from '@irrigo/contracts';
import { serviceCallerKeys, verifyServiceToken } from '@irrigo/nest-kit';
import express from 'express';

/**
 * A real HTTP stand-in for services/org's internal routes, so the auth service is exercised through its
 * real ServiceClient, service token included.
 */
export interface FakeOrg {
  url: string;
  organization: Organization | null;
  location: { id: string; name: string } | null;
  /** Every location, the setup one included. */
  locations: Map<string, { id: string; name: string }>;
  technicians: Map<string, Technician>;
  /** Makes POST /internal/organizations/setup answer 500 (or not answer, with 'down'). */
  setupFailure: 'error' | null;
  /** Delay before answering setup, to let concurrent setups overlap. */
  setupDelayMs: number;
  setupCalls: number;
  /** Callers seen by verified service tokens. */
  callers: string[];
  addTechnician(overrides?: Partial<Technician>): Technician;
  addLocation(name: string): { id: string; name: string };
  close(): Promise<void>;
}

/** `servicePublicJwks`: the services' public keys (SERVICE_PUBLIC_JWKS), as the real org holds them. */
export async function startFakeOrg(servicePublicJwks: string): Promise<FakeOrg> {
  const callerKeys = serviceCallerKeys(servicePublicJwks);
  const app = express();
  app.use(express.json());

  const state: Omit<FakeOrg, 'url' | 'close'> = {
    organization: null,
    location: null,
    locations: new Map(),
    technicians: new Map(),
    setupFailure: null,
    setupDelayMs: 0,
    setupCalls: 0,
    callers: [],
    addTechnician(overrides = {}) {
      const technician: Technician = {
        id: randomUUID(),
        hcpEmployeeId: `pro_${randomUUID().slice(0, 8)}`,
        firstName: 'Luis',
        lastName: 'García',
        email: `luis.${randomUUID().slice(0, 6)}@example.com`,
        mobileNumber: null,
        locationId: state.location?.id ?? randomUUID(),
        active: true,
        syncedAt: new Date().toISOString(),
        role: 'field tech',
        avatarUrl: null,
        colorHex: null,
        ...overrides,
      };
      state.technicians.set(technician.id, technician);
      return technician;
    },
    addLocation(name) {
      const location = { id: randomUUID(), name };
      state.locations.set(location.id, location);
      return location;
    },
  };

  app.use('/internal', async (request, response, next) => {
    const caller = await verifyServiceToken(callerKeys, 'org', request.get(HEADERS.service) ?? '');
    if (!caller) {
      response.status(401).json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'A service credential is required' });
      return;
    }
    state.callers.push(caller);
    next();
  });

  app.post('/internal/organizations/setup', async (request, response) => {
    state.setupCalls += 1;
    if (state.setupDelayMs) await new Promise((resolve) => setTimeout(resolve, state.setupDelayMs));
    if (state.setupFailure === 'error') {
      response.status(500).json({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
      return;
    }
    const name = (request.body as { organizationName?: unknown }).organizationName;
    if (typeof name !== 'string' || !name) {
      response.status(400).json({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid' });
      return;
    }
    state.organization = { id: randomUUID(), name, type: 'independent' };
    state.location = state.addLocation('Main Office');
    response.status(201).json({ organization: state.organization, location: state.location });
  });

  app.get('/internal/organizations/current', (_request, response) => {
    if (!state.organization) {
      response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'No organization yet' });
      return;
    }
    response.json({ organization: state.organization });
  });

  // The organization's active roster; every technician of the fake belongs to its one organization.
  app.get('/internal/technicians', (request, response) => {
    const mine = Boolean(state.organization) && request.query['organizationId'] === state.organization?.id;
    response.json({ technicians: mine ? [...state.technicians.values()].filter((technician) => technician.active) : [] });
  });

  // As the real org: every route answers for the organization the caller names, and only that one.
  const named = (request: express.Request) => Boolean(state.organization) && request.query['organizationId'] === state.organization?.id;

  app.get('/internal/technicians/by-email', (request, response) => {
    const email = String(request.query['email'] ?? '')
      .trim()
      .toLowerCase();
    const technicians = [...state.technicians.values()].filter((technician) => technician.active && technician.email?.toLowerCase() === email);
    response.json({ technicians: named(request) ? technicians : [] });
  });

  app.get('/internal/technicians/:id', (request, response) => {
    const technician = named(request) ? state.technicians.get(request.params.id) : undefined;
    if (!technician) {
      response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Technician not found' });
      return;
    }
    response.json(technician);
  });

  app.get('/internal/locations/:id', (request, response) => {
    const location = named(request) ? state.locations.get(request.params.id) : undefined;
    if (!location) {
      response.status(404).json({ statusCode: 404, code: 'LOCATION_NOT_FOUND', message: 'Location not found' });
      return;
    }
    response.json({ address: null, city: null, state: null, zipCode: null, ...location });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  });
}
