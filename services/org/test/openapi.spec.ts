import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { undocumentedRoutes } from '@irrigo/nest-kit';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

describe('org: OpenAPI document', () => {
  let org: OrgTestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    org = await startOrgTestApp();
    const response = await org.http.get('/internal/openapi.json');
    expect(response.status).toBe(200);
    document = response.body as OpenAPIObject;
  });

  afterAll(async () => {
    await org?.close();
  });

  it('documents every route the service serves, each with a summary, a success response and who may call it', () => {
    expect(undocumentedRoutes(org.app, document)).toEqual([]);
  });

  it('describes the roster: who may read it, its location filter, its answer and errors', () => {
    const operation = document.paths['/api/technicians']?.get;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'user', roles: ['admin', 'manager', 'supervisor'] });
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'locationId', in: 'query', required: false, schema: expect.objectContaining({ format: 'uuid' }) }),
    ]);
    expect(JSON.stringify(operation?.responses['200'])).toContain('TechniciansResponseSchema');
    expect(operation?.responses['400']).toMatchObject({ description: 'VALIDATION_FAILED' });
    expect(operation?.responses['403']).toMatchObject({ description: 'FORBIDDEN' });
  });

  it('keeps internal routes apart: a service token, never the browser’s session', () => {
    const operation = document.paths['/internal/technicians/{id}']?.get;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'internal', callers: ['auth'] });
    expect(operation?.description).toContain('Access: internal, for the auth service');
    expect(operation?.security).toEqual([{ serviceToken: [] }]);
    expect(operation?.responses['403']).toMatchObject({ description: 'FORBIDDEN' });
    expect(operation?.responses['404']).toMatchObject({ description: 'TECHNICIAN_NOT_FOUND' });
  });
});
