import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createServiceApp, undocumentedRoutes } from '@irrigo/nest-kit';
import { createTestDatabase, createTestIdentity, type TestDatabase } from '@irrigo/nest-kit/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';

describe('inspections: OpenAPI document', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    database = await createTestDatabase();
    const identity = await createTestIdentity('inspections');
    app = await createServiceApp(
      AppModule.forEnvironment({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: database.url,
        ...identity.env,
      }),
    );
    await app.init();
    const response = await request(app.getHttpServer()).get('/internal/openapi.json');
    expect(response.status).toBe(200);
    document = response.body as OpenAPIObject;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('documents every route the service serves, each with a summary, a success response and who may call it', () => {
    expect(undocumentedRoutes(app, document)).toEqual([]);
  });

  it('says who may call the recent inspections and which errors they answer', () => {
    const operation = document.paths['/api/technician/inspections/recent']?.get;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'user' });
    expect(operation?.description).toContain('Access: a signed-in user with a role.');
    expect(operation?.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'array' } } } });
    expect(JSON.stringify(operation?.responses['401'])).toContain('ROLE_REQUIRED');
  });

  it('documents the inspection save: created or saved, and the version preconditions', () => {
    const operation = document.paths['/api/inspections/{id}']?.put;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '404', '409', '412', '428']));
    expect(JSON.stringify(operation?.responses['428'])).toContain('PRECONDITION_REQUIRED');
    expect(JSON.stringify(operation?.responses['412'])).toContain('STALE_VERSION');
    expect(operation?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : ''))).toEqual(
      expect.arrayContaining(['If-Match', 'If-None-Match', 'id']),
    );
    for (const path of ['/api/inspections/{id}', '/api/technician/stats/{technicianId}', '/api/technician/inspections/recent/{technicianId}']) {
      expect([path, document.paths[path]?.get?.['x-irrigo-access' as 'summary']]).toEqual([path, { kind: 'user', roles: expect.any(Array) }]);
    }
  });

  it('documents the inspections audit log: admins and managers, paged by before and limit, and its answers', () => {
    const operation = document.paths['/api/admin/inspections/audit-events']?.get;
    expect(operation?.['x-irrigo-access' as 'summary']).toEqual({ kind: 'user', roles: ['admin', 'manager'] });
    expect(operation?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : ''))).toEqual(['before', 'limit']);
    expect(operation?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/InspectionAuditEventsResponseSchema' } } },
    });
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['400', '401', '403']));
  });
});
