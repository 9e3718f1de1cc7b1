import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, sessionCookieOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

// A file of its own: the service reads its environment once per module graph, and setup happens once per database.
describe('admin setup with the default organization name', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('names the organization after the product when none is given, and the cookie is not Secure over plain HTTP', async () => {
    const { organizationName: _omitted, ...withoutName } = ADMIN;
    const response = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send(withoutName);
    expect(response.status).toBe(201);
    expect(t.org.organization?.name).toBe('Irrigo');
    expect(sessionCookieOf(response)).not.toMatch(/Secure/);
  });
});
