import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ResetWorkQueue } from '../src/password-reset/reset-work-queue.js';
import { ADMIN, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A file of its own: the relay address is read once, when the service starts.
describe('password reset when the mail relay is down', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await t.setUpAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers as always: the failure is the logs' business, not the caller's", async () => {
    const work = t.app.get(ResetWorkQueue);
    // Held back: the answer must come without waiting on the mail (or anything else the request sets off).
    work.pause();
    const response = await request(t.server)
      .post('/api/password-reset/request')
      .set(await t.asBrowser(null))
      .send({ userType: 'admin', email: ADMIN.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'If an account matches, a reset code has been sent.' });
    expect(work.size).toBe(1);
    work.resume();
    await work.idle();
    const [{ count }] = (await t.dataSource.query('SELECT count(*)::int AS count FROM auth.password_reset_tokens')) as [{ count: number }];
    expect(count).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(t.server).get('/health').expect(200);
  });
});
