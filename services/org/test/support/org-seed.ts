import type { Location, OrganizationSetupResponse, PricebookCategory, PricebookItem, Role, Technician } from '@irrigo/contracts';
import type { OrgTestApp } from './org-test-app.js';

/** What the customers and pricebook tests need: an organization with its technicians and their customers, and a pricebook. */
export interface OrgSeed {
  organizationId: string;
  main: Location;
  north: Location;
  roster: Technician[];
  categories: PricebookCategory[];
  items: PricebookItem[];
  /** Gateway headers of someone signed in to the organization (or another one). */
  signedIn(role: Role, options?: { locationId?: string | null; technicianId?: string | null; organizationId?: string }): Promise<Record<string, string>>;
  /** A technician of the roster by first name, and their headers. */
  technician(firstName: string): Technician;
  asTechnician(firstName: string): Promise<Record<string, string>>;
  /**
   * The Housecall Pro ids of the customers of the scheduled jobs assigned to a technician: what their customer
   * list must be, read from the fake Housecall Pro's own data rather than from the service.
   */
  expectedCustomersOf(firstName: string): string[];
}

/**
 * As customers.api.spec.ts and pricebook.api.spec.ts set up: Green Valley through the internal setup route, its
 * technicians and their customers synced from the fake Housecall Pro, and a small pricebook made over the API.
 */
export async function seedOrganization(t: OrgTestApp, organizationName = 'Green Valley'): Promise<OrgSeed> {
  const setup = await t.http
    .post('/internal/organizations/setup')
    .set(await t.identity.serviceHeaders('auth', 'org'))
    .send({ organizationName })
    .expect(201);
  const organizationId = (setup.body as OrganizationSetupResponse).organization.id;
  const signedIn: OrgSeed['signedIn'] = (role, options = {}) =>
    t.identity.gatewayHeaders({ role, organizationId, locationId: null, technicianId: null, ...options });
  const admin = await signedIn('admin');
  await t.http.post('/api/technicians/sync').set(admin).expect(200);
  const locations = (await t.http.get('/api/locations/available').set(admin).expect(200)).body.locations as Location[];
  const roster = (await t.http.get('/api/technicians').set(admin).expect(200)).body.technicians as Technician[];
  // A manual sync asked for while the setup's own sync runs gets that run's result: either way, every customer is in.
  const synced = await t.http.post('/api/customers/sync').set(admin);
  if (synced.status !== 200) throw new Error(`customer sync: ${synced.status} ${synced.text}`);

  const category = async (body: object) => (await t.http.post('/api/pricebook/categories').set(admin).send(body).expect(201)).body as PricebookCategory;
  const heads = await category({ nameEn: 'Sprinkler heads', nameEs: 'Aspersores', sortOrder: 1 });
  const valves = await category({ nameEn: 'Valves', nameEs: 'Válvulas', sortOrder: 2 });
  const item = async (body: object) =>
    (
      await t.http
        .post('/api/pricebook/items')
        .set(admin)
        .send({ kind: 'material', taxable: true, ...body })
        .expect(201)
    ).body as PricebookItem;
  const items = [
    await item({ categoryId: heads.id, sku: 'RB-5004-PC', nameEn: 'Rain Bird 5004 rotor', nameEs: 'Rotor Rain Bird 5004', priceCents: 2495 }),
    await item({ categoryId: heads.id, sku: 'PGP-ADJ', nameEn: 'Hunter PGP rotor', nameEs: 'Rotor Hunter PGP', priceCents: 2195 }),
    await item({ categoryId: valves.id, sku: '100-DV', nameEn: 'Rain Bird 100-DV valve', nameEs: 'Válvula Rain Bird 100-DV', priceCents: 4995 }),
    await item({ kind: 'service', nameEn: 'Backflow test', nameEs: 'Prueba de contraflujo', priceCents: 8500 }),
  ];

  const technician = (firstName: string) => {
    const found = roster.find((candidate) => candidate.firstName === firstName);
    if (!found) throw new Error(`no technician ${firstName} in the demo roster`);
    return found;
  };
  const byName = (name: string) => {
    const found = locations.find((location) => location.name === name);
    if (!found) throw new Error(`no location ${name} in the demo data`);
    return found;
  };
  return {
    organizationId,
    main: byName('Main Office'),
    north: byName('North Branch'),
    roster,
    categories: [heads, valves],
    items,
    signedIn,
    technician,
    asTechnician: (firstName) => signedIn('technician', { locationId: technician(firstName).locationId, technicianId: technician(firstName).id }),
    expectedCustomersOf: (firstName) => {
      const employee = technician(firstName).hcpEmployeeId;
      const ids = new Set(
        t.hcp.fake.state.jobs
          .filter((job) => job.schedule.scheduled_start !== null && job.assigned_employee_ids.includes(employee))
          .map((job) => job.customer_id),
      );
      return t.hcp.fake.state.customers
        .filter((customer) => ids.has(customer.id))
        .map((customer) => customer.id)
        .sort();
    },
  };
}
