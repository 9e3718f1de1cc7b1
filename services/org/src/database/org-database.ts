import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { CustomerJobAssignment } from '../customers/customer-job-assignment.entity.js';
import { CustomerJob } from '../customers/customer-job.entity.js';
import { CustomerSyncRun } from '../customers/customer-sync-run.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { Site } from '../customers/site.entity.js';
import { HcpWebhookReceipt } from '../housecall-pro-webhooks/hcp-webhook-receipt.entity.js';
import { Location } from '../locations/location.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { PricebookCategory } from '../pricebook/pricebook-category.entity.js';
import { PricebookItem } from '../pricebook/pricebook-item.entity.js';
import { PricebookSyncRun } from '../pricebook/pricebook-sync-run.entity.js';
import { HcpSyncRun } from '../technicians/hcp-sync-run.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { CreateOrganizationRoster1795237674759 } from './migrations/1795237674759-CreateOrganizationRoster.js';
import { ScopeByOrganization1795400000000 } from './migrations/1795400000000-ScopeByOrganization.js';
import { CreatePricebook1795420000000 } from './migrations/1795420000000-CreatePricebook.js';
import { CreateCustomersAndSites1795500000000 } from './migrations/1795500000000-CreateCustomersAndSites.js';
import { TechnicianLooksAndSyncFailures1795600000000 } from './migrations/1795600000000-TechnicianLooksAndSyncFailures.js';
import { CustomerSyncFailures1795700000000 } from './migrations/1795700000000-CustomerSyncFailures.js';
import { OrganizationContact1795800000000 } from './migrations/1795800000000-OrganizationContact.js';

/** The schema services/org owns, its tables and its migrations, in the order they apply. */
export const ORG_DATABASE: ServiceDatabaseOptions = {
  schema: 'org',
  entities: [
    Organization,
    Location,
    Technician,
    HcpSyncRun,
    PricebookCategory,
    PricebookItem,
    PricebookSyncRun,
    Customer,
    Site,
    CustomerJob,
    CustomerJobAssignment,
    CustomerSyncRun,
    HcpWebhookReceipt,
  ],
  migrations: [
    CreateOrganizationRoster1795237674759,
    ScopeByOrganization1795400000000,
    CreatePricebook1795420000000,
    CreateCustomersAndSites1795500000000,
    TechnicianLooksAndSyncFailures1795600000000,
    CustomerSyncFailures1795700000000,
    OrganizationContact1795800000000,
  ],
};
