import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerDetail, CustomerListResponse, PricebookCatalogue, PricebookItem, PricebookItemPage } from '@irrigo/contracts';
import { DATABASE_QUERY_BUDGET_MS } from '@irrigo/nest-kit';
import { startStallingRelay, throughRelay, type StallingRelay } from '@irrigo/nest-kit/testing';
import { seedOrganization, type OrgSeed } from './support/org-seed.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';
import { timedRequest } from './support/timed-request.js';

/** Room for the work around the database calls (signing checks, Nest, JSON) on a busy machine; the budget is the database's. */
const MARGIN_MS = 1_000;

/**
 * A database that stops answering (a suspended process, a network dropping packets), played by nest-kit's
 * stalling relay between services/org and its database: the customers and pricebook routes answer
 * 503 UPSTREAM_UNAVAILABLE with Retry-After within the database budget (acquire + one query), each of them,
 * even all at once; and once the database answers again so does the service, with nothing changed by the
 * requests that failed.
 */
describe('customers and pricebook when the database stalls (services/org over HTTP)', () => {
  let relay: StallingRelay;
  let t: OrgTestApp;
  let seed: OrgSeed;
  let customer: CustomerDetail;
  let item: PricebookItem;
  let catalogueVersion: string;
  let carlosCustomers: string[];

  beforeAll(async () => {
    t = await startOrgTestApp(
      {},
      {
        databaseUrl: async (database) => {
          relay = await startStallingRelay(database.url);
          return throughRelay(database.url, relay);
        },
      },
    );
    seed = await seedOrganization(t);
    const admin = await seed.signedIn('admin');
    const [first] = ((await t.http.get('/api/customers?q=castillo').set(admin).expect(200)).body as CustomerListResponse).items;
    customer = (await t.http.get(`/api/customers/${first?.id}`).set(admin).expect(200)).body as CustomerDetail;
    item = seed.items[0] as PricebookItem;
    catalogueVersion = ((await t.http.get('/api/pricebook/catalogue').set(admin).expect(200)).body as PricebookCatalogue).version;
    carlosCustomers = seed.expectedCustomersOf('Carlos');
  });

  afterAll(async () => {
    relay?.resume();
    await t?.close();
    await relay?.close();
  });

  /** The six routes, each as the screens call them, with the version read before the stall. */
  const routes = async () => {
    const admin = await seed.signedIn('admin');
    const carlos = await seed.asTechnician('Carlos');
    return {
      'GET /api/customers': () => t.http.get('/api/customers?pageSize=100').set(carlos),
      'GET /api/customers/:id': () => t.http.get(`/api/customers/${customer.id}`).set(admin),
      'PATCH /api/customers/:id': () =>
        t.http
          .patch(`/api/customers/${customer.id}`)
          .set(admin)
          .set('If-Match', `"${customer.version}"`)
          .send({ doNotService: { active: true, reason: 'Gate locked, owner away' } }),
      'GET /api/pricebook/items': () => t.http.get('/api/pricebook/items?q=rotor').set(carlos),
      'GET /api/pricebook/catalogue': () => t.http.get('/api/pricebook/catalogue').set(carlos),
      'PATCH /api/pricebook/items/:id': () =>
        t.http.patch(`/api/pricebook/items/${item.id}`).set(admin).set('If-Match', `"${item.version}"`).send({ priceCents: 2795 }),
    } as const;
  };
  type RouteName = keyof Awaited<ReturnType<typeof routes>>;

  const unavailable = (ms: number) => ({ status: 503, code: 'UPSTREAM_UNAVAILABLE', retryAfter: '5', ms, withinBudget: true });
  const withinBudget = (answer: Awaited<ReturnType<typeof timedRequest>>) => ({ ...answer, withinBudget: answer.ms < DATABASE_QUERY_BUDGET_MS + MARGIN_MS });

  /** Polls until the database answers through the relay again (the pool drops the connections the stall broke). */
  const untilAnswering = async () => {
    const admin = await seed.signedIn('admin');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const status = (await t.http.get(`/api/customers/${customer.id}`).set(admin)).status;
      if (status === 200 || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After to each route within the database budget, one at a time', async () => {
    const calls = await routes();
    expect(relay.connections).toBeGreaterThan(0);
    for (const name of Object.keys(calls) as RouteName[]) {
      relay.stall();
      const answer = withinBudget(await timedRequest(calls[name]));
      relay.resume();
      expect({ route: name, ...answer }).toEqual({ route: name, ...unavailable(answer.ms) });
      expect(await untilAnswering()).toBe(200);
    }
  }, 120_000);

  it('answers 503 to all six at once within the budget, and serves them all normally once the database answers again', async () => {
    const calls = await routes();
    // Connections open and pooled first, so that the stall catches queries on the wire, not only new connections.
    const admin = await seed.signedIn('admin');
    const warm = await Promise.all(Array.from({ length: 6 }, () => t.http.get(`/api/customers/${customer.id}`).set(admin)));
    expect(warm.map((response) => response.status)).toEqual(warm.map(() => 200));
    expect(relay.connections).toBeGreaterThan(1);
    relay.stall();
    const names = Object.keys(calls) as RouteName[];
    const answers = await Promise.all(names.map(async (name) => ({ route: name, ...withinBudget(await timedRequest(calls[name])) })));
    relay.resume();
    expect(answers).toEqual(answers.map((answer) => ({ route: answer.route, ...unavailable(answer.ms) })));
    expect(await untilAnswering()).toBe(200);

    // Nothing the failed requests asked for happened: the versions read before the stall are still current.
    const carlos = await seed.asTechnician('Carlos');
    const list = await calls['GET /api/customers']();
    expect(list.status).toBe(200);
    expect((list.body as CustomerListResponse).items.map((listed) => listed.hcpCustomerId).sort()).toEqual(carlosCustomers);
    const detail = await calls['GET /api/customers/:id']();
    expect([detail.status, detail.headers['etag'], (detail.body as CustomerDetail).doNotService]).toEqual([
      200,
      `"${customer.version}"`,
      customer.doNotService,
    ]);
    const catalogue = await t.http.get('/api/pricebook/catalogue').set(carlos).set('If-None-Match', `"${catalogueVersion}"`);
    expect(catalogue.status).toBe(304);

    const patched = await calls['PATCH /api/customers/:id']();
    expect([patched.status, (patched.body as CustomerDetail).version, (patched.body as CustomerDetail).doNotService]).toEqual([
      200,
      customer.version + 1,
      { active: true, reason: 'Gate locked, owner away' },
    ]);
    const edited = await calls['PATCH /api/pricebook/items/:id']();
    expect([edited.status, (edited.body as PricebookItem).version, (edited.body as PricebookItem).priceCents]).toEqual([200, item.version + 1, 2795]);
    const found = await calls['GET /api/pricebook/items']();
    expect(found.status).toBe(200);
    expect((found.body as PricebookItemPage).items.map((each) => [each.nameEn, each.priceCents])).toEqual([
      ['Hunter PGP rotor', 2195],
      ['Rain Bird 5004 rotor', 2795],
    ]);
    const changed = await t.http.get('/api/pricebook/catalogue').set(carlos).set('If-None-Match', `"${catalogueVersion}"`);
    expect(changed.status).toBe(200);
    expect((changed.body as PricebookCatalogue).version).not.toBe(catalogueVersion);
    expect((changed.body as PricebookCatalogue).items.find((each) => each.id === item.id)?.priceCents).toBe(2795);
    await t.http.get(`/api/customers/${customer.id}`).set(admin).expect(200);
  }, 60_000);
});
