import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startCountingFake, type RunningCountingFake } from '../../test/support/counting-fake-hcp.js';
import { HcpError } from './hcp-error.js';
import type { HcpQuery } from './hcp.types.js';
import { flattenLocations, HousecallProClient, isFieldTechnician, type HousecallProClientOptions } from './housecall-pro.client.js';

const KEY = 'client-spec-key';

/** Opens the generic GET to reach routes the product has no method for yet (errors of other shapes). */
class OpenClient extends HousecallProClient {
  call(path: string, query: HcpQuery = {}) {
    return this.get(path, query);
  }
}

describe('HousecallProClient against the fake Housecall Pro', () => {
  let hcp: RunningCountingFake;
  const client = (options: Partial<HousecallProClientOptions> = {}) =>
    new OpenClient({ baseUrl: hcp.url, apiKey: KEY, timeoutMs: 1_000, retryBaseDelayMs: 10, retryMaxDelayMs: 50, ...options });

  beforeAll(async () => {
    hcp = await startCountingFake({ apiKey: KEY, authScheme: 'Token' });
  });
  afterEach(() => {
    hcp.fake.reset();
    hcp.requests.length = 0;
  });
  afterAll(async () => {
    await hcp?.close();
  });

  it('reads the company and its locations tree with the company key', async () => {
    const company = await client().getCompany();
    expect(company.name).toBe('Irrigo Demo Irrigation');
    expect(flattenLocations(company.locations).map((l) => l.name)).toEqual(['Main Office', 'North Branch']);
  });

  it('lists every active employee and keeps only field techs as technicians', async () => {
    const employees = await client().listEmployees();
    expect(employees.length).toBe(6);
    expect(
      employees
        .filter(isFieldTechnician)
        .map((e) => e.first_name)
        .sort(),
    ).toEqual(['Carlos', 'Jake', 'Luis', 'María']);
    expect(hcp.requests).toEqual(['/employees?sort_by=created_at&sort_direction=asc&page=1&page_size=200']);
  });

  it('filters by location with location_ids[]', async () => {
    const north = flattenLocations((await client().getCompany()).locations).find((l) => l.name === 'North Branch');
    const employees = await client().listEmployees({ locationIds: [north?.id ?? ''] });
    expect(
      employees
        .filter(isFieldTechnician)
        .map((e) => e.first_name)
        .sort(),
    ).toEqual(['Luis', 'María']);
    expect(hcp.requests.at(-1)).toContain(`location_ids[]=${north?.id}`);
  });

  it('pages through lists 200 at a time until total_pages', async () => {
    for (let n = 0; n < 405; n++) hcp.fake.addEmployee({ first_name: 'Temp', last_name: `Tech ${n}` });
    const employees = await client().listEmployees();
    expect(employees.length).toBe(411);
    expect(new Set(employees.map((e) => e.id)).size).toBe(411);
    expect(hcp.requests.map((r) => new URL(r, 'http://x').searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('answers 401 as an HcpError and never retries it', async () => {
    const error = await client({ apiKey: 'wrong' })
      .getCompany()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HcpError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(hcp.requests).toHaveLength(1);
  });

  it('sends the configured scheme: a Bearer client is refused by a Token-only account', async () => {
    await expect(client({ authScheme: 'Bearer' }).getCompany()).rejects.toMatchObject({ status: 401 });
  });

  it('retries 429 with backoff and succeeds once HCP lets it through', async () => {
    hcp.fake.setFailMode('rateLimit429', 2);
    await expect(client().getCompany()).resolves.toMatchObject({ name: 'Irrigo Demo Irrigation' });
    expect(hcp.requests).toHaveLength(3);
  });

  it('gives up after three tries and reports the last answer', async () => {
    hcp.fake.setFailMode('error500');
    await expect(client().getCompany()).rejects.toMatchObject({ status: 500, message: 'Internal Server Error' });
    expect(hcp.requests).toHaveLength(3);
  });

  it('reads the 404 and 400 error shapes of the live API', async () => {
    await expect(client().call('/no-such-thing')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
    await expect(client().call('/employees', { page: 0 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid parameter: page (page must be a positive integer)',
      details: ['page must be a positive integer'],
    });
    expect(hcp.requests).toHaveLength(2);
  });

  it('stops waiting for a hanging HCP at the timeout, without retrying', async () => {
    hcp.fake.setFailMode('hang');
    const error = await client({ timeoutMs: 300 })
      .getCompany()
      .catch((e: unknown) => e);
    // A timeout, not a hang (the fake never answers), and one request: it was not tried again.
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    expect(hcp.requests).toHaveLength(1);
  });

  it('reports a closed port as a network error', async () => {
    const error = await client({ baseUrl: 'http://127.0.0.1:9', maxAttempts: 2 })
      .getCompany()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: 'network' });
  });

  describe('probe', () => {
    it('is connected when GET /company answers 200', async () => {
      await expect(client().probe()).resolves.toEqual({ connected: true });
    });

    it('is disconnected on a bad key, an error, or a hang (within the timeout, one request each)', async () => {
      await expect(client({ apiKey: 'wrong' }).probe()).resolves.toMatchObject({ connected: false, error: { status: 401 } });
      hcp.fake.setFailMode('error500');
      await expect(client().probe()).resolves.toMatchObject({ connected: false, error: { status: 500 } });
      hcp.fake.setFailMode('hang');
      await expect(client({ timeoutMs: 300 }).probe()).resolves.toMatchObject({ connected: false, error: { kind: 'timeout' } });
      expect(hcp.requests).toHaveLength(3);
    });
  });
});

describe('isFieldTechnician', () => {
  const employee = (role: string | null) => ({ id: 'pro_1', first_name: 'A', last_name: 'B', email: null, mobile_number: null, role });

  it('accepts the live "field tech" and the documented "field_tech"', () => {
    expect(isFieldTechnician(employee('field tech'))).toBe(true);
    expect(isFieldTechnician(employee('field_tech'))).toBe(true);
    expect(isFieldTechnician(employee('Field Tech'))).toBe(true);
  });

  it('skips office staff, admins and employees without a role', () => {
    expect(isFieldTechnician(employee('office staff'))).toBe(false);
    expect(isFieldTechnician(employee('admin'))).toBe(false);
    expect(isFieldTechnician(employee(null))).toBe(false);
  });
});
