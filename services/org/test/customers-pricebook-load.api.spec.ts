import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerDetail, CustomerListResponse, PricebookCatalogue, PricebookItem } from '@irrigo/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { seedOrganization, type OrgSeed } from './support/org-seed.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

/** Searches an admin makes, and what each must find in the demo data (as customers.api.spec.ts knows them). */
const SEARCHES: [query: string, names: string[]][] = [
  ['lucia', ['Ana Lucía Castillo']],
  ['LUCÍA castillo', ['Ana Lucía Castillo']],
  ['(512) 555-0112', ['Ana Lucía Castillo']],
  ['kenwood', ['Ana Lucía Castillo']],
  ['hill country dental', ['Paul Reyes']],
  ['tom.harlan@example', ['Tom Harlan']],
  ['zzzz-nobody', []],
];
const TECHNICIANS = ['Carlos', 'María', 'Luis', 'Jake'];
/** How many office users edit one customer (or one pricebook item) at once, each from the same version. */
const RACERS = 4;

/**
 * Fifty requests at once, of the kinds the field and the office make together: technicians listing their
 * customers, admins searching, office users saving the same customer (and the same pricebook item) from the same
 * version, phones revalidating their catalogue. Every answer must be the right one: the lists and searches what
 * the demo data says, exactly one save of each race 200 and the others 412 STALE_VERSION, unchanged catalogues
 * 304; no 5xx, and the saves that won are what the database holds afterwards.
 */
describe('customers and pricebook under 50 concurrent requests (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let seed: OrgSeed;
  const blue = randomUUID();

  beforeAll(async () => {
    t = await startOrgTestApp();
    seed = await seedOrganization(t);
    // A second organization whose pricebook nobody touches during the burst: its catalogue must stay 304.
    await t.app.get(DataSource).query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'independent')`, [blue]);
    const blueAdmin = await seed.signedIn('admin', { organizationId: blue });
    await t.http.post('/api/pricebook/items').set(blueAdmin).send({ kind: 'material', nameEn: 'Blue Creek rotor', priceCents: 100 }).expect(201);
    // Real sockets, so that the fifty requests are fifty connections at once.
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each of 50 mixed concurrent requests rightly: lists, searches, one winner per race, 304s; no 5xx, nothing lost', async () => {
    const admin = await seed.signedIn('admin');
    const manager = await seed.signedIn('manager');
    const listed = ((await t.http.get('/api/customers?pageSize=100').set(admin).expect(200)).body as CustomerListResponse).items;
    const raced = await Promise.all(
      ['Ana Lucía Castillo', 'Paul Reyes', 'Tom Harlan'].map(async (name) => {
        const id = listed.find((item) => item.displayName === name)?.id;
        return (await t.http.get(`/api/customers/${id}`).set(admin).expect(200)).body as CustomerDetail;
      }),
    );
    const racedItems = seed.items.slice(0, 2);
    const catalogue = async (organizationId?: string) =>
      (
        await t.http
          .get('/api/pricebook/catalogue')
          .set(await seed.signedIn('technician', organizationId ? { organizationId } : {}))
          .expect(200)
      ).body as PricebookCatalogue;
    const [greenCatalogue, blueCatalogue] = [await catalogue(), await catalogue(blue)];

    // Every request's headers signed beforehand, so that nothing but the requests themselves run in the burst.
    type Check = (response: Response) => void;
    const burst: { label: string; send: () => PromiseLike<Response>; check: Check }[] = [];
    const technicianHeaders = await Promise.all(TECHNICIANS.map((name) => seed.asTechnician(name)));
    for (let round = 0; round < 4; round++) {
      TECHNICIANS.forEach((name, index) => {
        const headers = technicianHeaders[index] as Record<string, string>;
        burst.push({
          label: `${name} lists their customers`,
          send: () => t.http.get('/api/customers?pageSize=100').set(headers),
          check: (response) => {
            expect(response.status).toBe(200);
            expect((response.body as CustomerListResponse).items.map((item) => item.hcpCustomerId).sort()).toEqual(seed.expectedCustomersOf(name));
          },
        });
      });
    }
    for (let index = 0; index < 10; index++) {
      const [query, names] = SEARCHES[index % SEARCHES.length] as [string, string[]];
      const headers = index % 2 ? admin : manager;
      burst.push({
        label: `an admin searches "${query}"`,
        send: () => t.http.get(`/api/customers?q=${encodeURIComponent(query)}`).set(headers),
        check: (response) => {
          expect(response.status).toBe(200);
          expect((response.body as CustomerListResponse).items.map((item) => item.displayName)).toEqual(names);
        },
      });
    }
    const customerRaces = raced.map((customer) =>
      Array.from({ length: RACERS }, (_, racer) => {
        const reason = `Race ${racer}: ${customer.displayName}`;
        const entry = {
          label: `PATCH ${customer.displayName} (racer ${racer})`,
          reason,
          response: undefined as Response | undefined,
          send: () =>
            t.http
              .patch(`/api/customers/${customer.id}`)
              .set(racer % 2 ? admin : manager)
              .set('If-Match', `"${customer.version}"`)
              .send({ doNotService: { active: true, reason }, preferredLanguage: racer % 2 ? 'es' : 'en' }),
          check: (response: Response) => {
            entry.response = response;
            expect([200, 412]).toContain(response.status);
            if (response.status === 412) expect(response.body.code).toBe('STALE_VERSION');
            else expect(response.body).toMatchObject({ id: customer.id, version: customer.version + 1, doNotService: { active: true, reason } });
          },
        };
        return entry;
      }),
    );
    const itemRaces = racedItems.map((item) =>
      Array.from({ length: 3 }, (_, racer) => {
        const priceCents = (item.priceCents ?? 0) + 100 * (racer + 1);
        const entry = {
          label: `PATCH ${item.nameEn} (racer ${racer})`,
          priceCents,
          response: undefined as Response | undefined,
          send: () =>
            t.http
              .patch(`/api/pricebook/items/${item.id}`)
              .set(racer % 2 ? admin : manager)
              .set('If-Match', `"${item.version}"`)
              .send({ priceCents }),
          check: (response: Response) => {
            entry.response = response;
            expect([200, 412]).toContain(response.status);
            if (response.status === 412) expect(response.body.code).toBe('STALE_VERSION');
            else expect(response.body).toMatchObject({ id: item.id, version: item.version + 1, priceCents });
          },
        };
        return entry;
      }),
    );
    burst.push(...customerRaces.flat(), ...itemRaces.flat());
    const blueTechnician = await seed.signedIn('technician', { organizationId: blue });
    for (let index = 0; index < 4; index++) {
      burst.push({
        label: 'a phone of another organization revalidates its catalogue',
        send: () => t.http.get('/api/pricebook/catalogue').set(blueTechnician).set('If-None-Match', `"${blueCatalogue.version}"`),
        check: (response) => {
          expect([response.status, response.headers['etag'], response.text ?? '']).toEqual([304, `"${blueCatalogue.version}"`, '']);
        },
      });
    }
    const greenTechnician = await seed.asTechnician('Carlos');
    for (let index = 0; index < 2; index++) {
      burst.push({
        label: 'a phone revalidates its catalogue while the office edits prices',
        send: () => t.http.get('/api/pricebook/catalogue').set(greenTechnician).set('If-None-Match', `"${greenCatalogue.version}"`),
        // Asked while the edits race, it may come before all of them (304) or after some (the new catalogue, under its own version).
        check: (response) => {
          if (response.status === 304) return;
          expect(response.status).toBe(200);
          const body = response.body as PricebookCatalogue;
          expect([response.headers['etag'], body.version === greenCatalogue.version]).toEqual([`"${body.version}"`, false]);
          expect(body.items.map((item) => item.id).sort()).toEqual(greenCatalogue.items.map((item) => item.id).sort());
        },
      });
    }
    expect(burst).toHaveLength(50);

    const responses = await Promise.all(burst.map((request) => request.send()));
    const serverErrors = responses.flatMap((response, index) =>
      response.status >= 500 ? [`${burst[index]?.label}: ${response.status} ${response.text}`] : [],
    );
    expect(serverErrors).toEqual([]);
    responses.forEach((response, index) => {
      const request = burst[index] as (typeof burst)[number];
      try {
        request.check(response);
      } catch (error) {
        throw new Error(`${request.label}: ${(error as Error).message}`);
      }
    });

    // Exactly one save of each race won, and what it saved is what the customer or item now is.
    for (const [index, race] of customerRaces.entries()) {
      const winners = race.filter((entry) => entry.response?.status === 200);
      expect([raced[index]?.displayName, winners.length, race.length - winners.length]).toEqual([raced[index]?.displayName, 1, RACERS - 1]);
      const now = (await t.http.get(`/api/customers/${raced[index]?.id}`).set(admin).expect(200)).body as CustomerDetail;
      expect(now).toEqual(winners[0]?.response?.body);
      expect(now.doNotService).toEqual({ active: true, reason: winners[0]?.reason });
    }
    const after = await catalogue();
    for (const [index, race] of itemRaces.entries()) {
      const winners = race.filter((entry) => entry.response?.status === 200);
      expect([racedItems[index]?.nameEn, winners.length]).toEqual([racedItems[index]?.nameEn, 1]);
      const now = (await t.http.get(`/api/pricebook/items/${racedItems[index]?.id}`).set(admin).expect(200)).body as PricebookItem;
      expect(now).toEqual(winners[0]?.response?.body);
      expect(after.items.find((item) => item.id === now.id)).toEqual(now);
    }
    // The edits made the catalogue a new version; the untouched organization's is still the one its phones hold.
    expect(after.version).not.toBe(greenCatalogue.version);
    expect((await catalogue(blue)).version).toBe(blueCatalogue.version);
    // The customers the technicians see did not change with the saves.
    for (const name of TECHNICIANS) {
      const own = (
        await t.http
          .get('/api/customers?pageSize=100')
          .set(await seed.asTechnician(name))
          .expect(200)
      ).body as CustomerListResponse;
      expect(own.items.map((item) => item.hcpCustomerId).sort()).toEqual(seed.expectedCustomersOf(name));
    }
  }, 60_000);
});
