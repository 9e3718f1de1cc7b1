import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { undocumentedRoutes } from '@irrigo/nest-kit';
import request from 'supertest';
import { startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

describe('auth: OpenAPI document', () => {
  let auth: AuthTestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    auth = await startAuthTestApp();
    const response = await request(auth.server).get('/internal/openapi.json');
    expect(response.status).toBe(200);
    document = response.body as OpenAPIObject;
  });

  afterAll(async () => {
    await auth?.close();
  });

  it('documents every route the service serves, each with a summary, a success response and who may call it', () => {
    expect(undocumentedRoutes(auth.app, document)).toEqual([]);
  });

  it('describes a sign-in: its body with the validation rules, its answer, and each error code it can give', () => {
    const operation = document.paths['/api/admin/login']?.post;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'public' });
    expect(document.components?.schemas?.['LoginDto']).toMatchObject({
      required: ['email', 'password'],
      properties: { email: { maxLength: 254 }, password: { minLength: 1, maxLength: 256 } },
    });
    expect(JSON.stringify(operation?.responses['200'])).toContain('AdminLoginResponseSchema');
    expect(operation?.responses['401']).toMatchObject({ description: 'INVALID_CREDENTIALS' });
    expect(operation?.responses['429']).toMatchObject({ description: 'RATE_LIMITED' });
    expect(operation?.responses['400']).toMatchObject({ description: 'VALIDATION_FAILED, BODY_TOO_DEEP' });
  });

  it('names the roles of a role-restricted route and its 401 and 403 answers', () => {
    const operation = document.paths['/api/auth/accounts/{id}']?.patch;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'user', roles: ['admin', 'manager'] });
    expect(operation?.description).toContain('Roles: admin, manager.');
    expect(operation?.responses['401']).toMatchObject({ description: 'UNAUTHENTICATED, ROLE_REQUIRED' });
    expect(operation?.responses['403']).toMatchObject({ description: 'FORBIDDEN' });
    expect(operation?.responses['400']).toMatchObject({ description: 'LOCATION_NOT_FOUND, VALIDATION_FAILED, BODY_TOO_DEEP' });
  });
});
