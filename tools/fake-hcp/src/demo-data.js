/**
 * Demo data: a small irrigation business around Austin, Texas, as Housecall Pro would hold it.
 * The same every start except for job dates, which sit around "today" (Central time) so that the
 * schedule always has finished work in the past weeks and booked work in the coming days.
 *
 * Read top to bottom: the company and its two locations, the employees, the price list the line items
 * come from, the customers, then the jobs. The builders at the end turn these tables into records.
 */
import { addMinutes, demoTime } from './demo-clock.js';
import { permissionsForRole } from './employee-permissions.js';
import { demoId, demoUuid } from './hcp-ids.js';

/** @import { Address, Company, Customer, EmployeeRecord, FakeHcpData, JobRecord, LineItem, LineItemKind } from './hcp-records.js' */
/** @import { JobWorkStatus } from './work-status.js' */

const COMPANY_ID = demoUuid('company:irrigo-demo');
const COMPANY_NAME = 'Irrigo Demo Irrigation';

const LOCATION_IDS = {
  main: demoUuid('location:main-office'),
  north: demoUuid('location:north-branch'),
};

/** @type {Company} */
const COMPANY = {
  id: COMPANY_ID,
  name: COMPANY_NAME,
  phone_number: '5125550100',
  support_email: 'office@irrigo-demo.test',
  website: 'https://irrigo-demo.test',
  logo_url: null,
  time_zone: 'America/Chicago',
  default_arrival_window: 60,
  address: { street: '2100 Kramer Ln', street_line_2: 'Suite 300', city: 'Austin', state: 'TX', zip: '78758', country: 'US' },
  locations: [
    {
      id: LOCATION_IDS.main,
      name: 'Main Office',
      phone_number: '5125550100',
      address: { street: '2100 Kramer Ln', street_line_2: 'Suite 300', city: 'Austin', state: 'TX', zip: '78758', country: 'US' },
      locations: [],
    },
    {
      id: LOCATION_IDS.north,
      name: 'North Branch',
      phone_number: '5125550140',
      address: { street: '1050 N Mays St', street_line_2: null, city: 'Round Rock', state: 'TX', zip: '78664', country: 'US' },
      locations: [],
    },
  ],
};

// ── Employees ─────────────────────────────────────────────────────────────────────────────────────

/**
 * `key` names the employee in the job table below and seeds its id.
 * Luis has no e-mail on purpose: the product must cope with a technician it cannot mail.
 * Tyler left the company: archived, so GET /employees leaves him out, but his old job still names him.
 */
const EMPLOYEES = [
  {
    key: 'dana-brooks',
    first_name: 'Dana',
    last_name: 'Brooks',
    email: 'dana.brooks@irrigo-demo.test',
    mobile_number: '5125550101',
    role: 'admin',
    color_hex: '1E88E5',
    tags: ['owner'],
    locations: ['main', 'north'],
    created_at: '2022-01-10T15:00:00Z',
  },
  {
    key: 'carlos-mendoza',
    first_name: 'Carlos',
    last_name: 'Mendoza',
    email: 'carlos.mendoza@irrigo-demo.test',
    mobile_number: '5125550103',
    role: 'field tech',
    color_hex: 'EF6C00',
    tags: ['bilingual', 'backflow certified'],
    locations: ['main'],
    created_at: '2022-03-15T14:30:00Z',
  },
  {
    key: 'sarah-whitfield',
    first_name: 'Sarah',
    last_name: 'Whitfield',
    email: 'sarah.whitfield@irrigo-demo.test',
    mobile_number: '5125550102',
    role: 'office staff',
    color_hex: '8E24AA',
    tags: [],
    locations: ['main'],
    created_at: '2022-06-01T14:00:00Z',
  },
  {
    key: 'tyler-nguyen',
    first_name: 'Tyler',
    last_name: 'Nguyen',
    email: 'tyler.nguyen@irrigo-demo.test',
    mobile_number: '5125550107',
    role: 'field tech',
    color_hex: '6D4C41',
    tags: [],
    locations: ['main'],
    created_at: '2022-09-12T14:00:00Z',
    archived: true,
  },
  {
    key: 'jake-thompson',
    first_name: 'Jake',
    last_name: 'Thompson',
    email: 'jake.thompson@irrigo-demo.test',
    mobile_number: '5125550104',
    role: 'field tech',
    color_hex: '43A047',
    tags: [],
    locations: ['main'],
    created_at: '2023-02-20T15:15:00Z',
  },
  {
    key: 'maria-gonzalez',
    first_name: 'María',
    last_name: 'González',
    email: 'maria.gonzalez@irrigo-demo.test',
    mobile_number: '5125550105',
    role: 'field tech',
    color_hex: 'D81B60',
    tags: ['bilingual', 'backflow certified'],
    locations: ['north'],
    created_at: '2023-05-08T13:45:00Z',
  },
  {
    key: 'luis-ramirez',
    first_name: 'Luis',
    last_name: 'Ramírez',
    email: null,
    mobile_number: '5125550106',
    role: 'field tech',
    color_hex: '00897B',
    tags: ['bilingual'],
    locations: ['north'],
    created_at: '2024-04-02T14:20:00Z',
  },
];

// ── Price list the line items come from (cents) ───────────────────────────────────────────────────

/** @type {Record<string, { name: string, description: string | null, kind: LineItemKind, unit_price: number, unit_cost: number, unit_of_measure: string | null, taxable: boolean }>} */
const PRICE_LIST = {
  serviceCall: {
    name: 'Service call',
    description: 'Trip charge and first 30 minutes on site',
    kind: 'labor',
    unit_price: 8900,
    unit_cost: 0,
    unit_of_measure: null,
    taxable: false,
  },
  inspection: {
    name: 'Irrigation system inspection',
    description: 'Controller, backflow, rain sensor and every zone run and checked; written report',
    kind: 'labor',
    unit_price: 12900,
    unit_cost: 0,
    unit_of_measure: null,
    taxable: false,
  },
  backflowTest: {
    name: 'Backflow preventer test',
    description: 'Annual RPZ/DCVA test with TCEQ test report filed with the water utility',
    kind: 'labor',
    unit_price: 9500,
    unit_cost: 0,
    unit_of_measure: null,
    taxable: false,
  },
  repairLabor: {
    name: 'Irrigation repair labor',
    description: null,
    kind: 'labor',
    unit_price: 9500,
    unit_cost: 3800,
    unit_of_measure: 'hour',
    taxable: false,
  },
  rotorRainBird: {
    name: 'Rain Bird 5004 rotor',
    description: '4" pop-up rotor with nozzle',
    kind: 'materials',
    unit_price: 2450,
    unit_cost: 1150,
    unit_of_measure: 'each',
    taxable: true,
  },
  rotorHunter: {
    name: 'Hunter PGP Ultra rotor',
    description: '4" pop-up rotor',
    kind: 'materials',
    unit_price: 2650,
    unit_cost: 1250,
    unit_of_measure: 'each',
    taxable: true,
  },
  sprayHead: {
    name: 'Rain Bird 1804 spray head',
    description: '4" pop-up spray body with nozzle',
    kind: 'materials',
    unit_price: 850,
    unit_cost: 380,
    unit_of_measure: 'each',
    taxable: true,
  },
  rotaryNozzle: {
    name: 'Hunter MP Rotator nozzle',
    description: 'High-efficiency rotary nozzle',
    kind: 'materials',
    unit_price: 1150,
    unit_cost: 560,
    unit_of_measure: 'each',
    taxable: true,
  },
  valve: {
    name: 'Hunter PGV 1" valve',
    description: 'Globe valve with flow control',
    kind: 'materials',
    unit_price: 4800,
    unit_cost: 2100,
    unit_of_measure: 'each',
    taxable: true,
  },
  valveBox: { name: '10" round valve box', description: null, kind: 'materials', unit_price: 1800, unit_cost: 750, unit_of_measure: 'each', taxable: true },
  wireConnector: {
    name: 'DBY waterproof wire connector',
    description: null,
    kind: 'materials',
    unit_price: 400,
    unit_cost: 120,
    unit_of_measure: 'each',
    taxable: true,
  },
  dripTubing: {
    name: '1/2" drip tubing, 100 ft',
    description: null,
    kind: 'materials',
    unit_price: 3200,
    unit_cost: 1400,
    unit_of_measure: 'roll',
    taxable: true,
  },
  dripEmitter: {
    name: 'Pressure-compensating emitter, 1 GPH',
    description: null,
    kind: 'materials',
    unit_price: 90,
    unit_cost: 25,
    unit_of_measure: 'each',
    taxable: true,
  },
  rachioController: {
    name: 'Rachio 3 smart controller, 16 zones',
    description: 'Weather-based Wi-Fi controller',
    kind: 'materials',
    unit_price: 32900,
    unit_cost: 21000,
    unit_of_measure: 'each',
    taxable: true,
  },
  hydrawiseController: {
    name: 'Hunter Hydrawise HPC controller',
    description: 'Weather-based Wi-Fi controller',
    kind: 'materials',
    unit_price: 34900,
    unit_cost: 22500,
    unit_of_measure: 'each',
    taxable: true,
  },
  rainSensor: {
    name: 'Hunter Mini-Clik rain sensor',
    description: null,
    kind: 'materials',
    unit_price: 4200,
    unit_cost: 1900,
    unit_of_measure: 'each',
    taxable: true,
  },
};

const JOB_TYPES = {
  inspection: { id: demoUuid('job-type:inspection'), name: 'Irrigation inspection' },
  repair: { id: demoUuid('job-type:repair'), name: 'Repair' },
  installation: { id: demoUuid('job-type:installation'), name: 'Installation' },
  backflow: { id: demoUuid('job-type:backflow'), name: 'Backflow test' },
  maintenance: { id: demoUuid('job-type:maintenance'), name: 'Maintenance' },
};

const BUSINESS_UNITS = {
  residential: { id: demoUuid('business-unit:residential'), name: 'Residential' },
  commercial: { id: demoUuid('business-unit:commercial'), name: 'Commercial' },
};

// ── Customers ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Every address is in Texas, US. The first service address is where the customer's jobs happen unless
 * a job names another. Guadalupe Torres has no e-mail.
 */
const CUSTOMERS = [
  {
    key: 'whitman',
    first_name: 'Robert',
    last_name: 'Whitman',
    email: 'robert.whitman@example.com',
    mobile_number: '5125550111',
    lead_source: 'Google',
    tags: ['residential'],
    created_at: '2023-03-14T15:02:00Z',
    addresses: [{ key: 'home', street: '4512 Ridgeoak Dr', city: 'Austin', zip: '78731' }],
  },
  {
    key: 'castillo',
    first_name: 'Ana Lucía',
    last_name: 'Castillo',
    email: 'ana.castillo@example.com',
    mobile_number: '5125550112',
    lead_source: 'Referral',
    tags: ['residential'],
    created_at: '2023-04-02T16:40:00Z',
    addresses: [{ key: 'home', street: '1809 Kenwood Ave', city: 'Austin', zip: '78704' }],
  },
  {
    key: 'patterson',
    first_name: 'Greg',
    last_name: 'Patterson',
    email: 'greg.patterson@example.net',
    mobile_number: '5125550113',
    lead_source: 'Nextdoor',
    tags: ['residential'],
    created_at: '2023-05-19T19:10:00Z',
    addresses: [{ key: 'home', street: '2207 Oak Ridge Dr', city: 'Round Rock', zip: '78681' }],
  },
  {
    key: 'chen',
    first_name: 'Mei',
    last_name: 'Chen',
    email: 'mei.chen@example.com',
    mobile_number: '5125550114',
    lead_source: 'Yelp',
    tags: ['residential'],
    created_at: '2023-07-07T14:25:00Z',
    addresses: [{ key: 'home', street: '1403 Cypress Creek Rd', city: 'Cedar Park', zip: '78613' }],
  },
  {
    key: 'brushy-creek-villas',
    first_name: 'Teresa',
    last_name: 'Alvarado',
    company: 'Brushy Creek Villas HOA',
    email: 'manager@brushycreekvillas.example',
    mobile_number: '5125550115',
    work_number: '5125550150',
    lead_source: 'Referral',
    tags: ['HOA', 'commercial', 'service plan'],
    created_at: '2023-08-21T13:00:00Z',
    notes: 'Gate code 2580#. Irrigation must be off by 9 am on pool days.',
    addresses: [
      { key: 'clubhouse', street: '3100 Villa Park Ln', street_line_2: 'Clubhouse', city: 'Round Rock', zip: '78681' },
      { key: 'entrance', street: '3000 Villa Park Ln', street_line_2: 'Main entrance beds', city: 'Round Rock', zip: '78681' },
      { key: 'billing', type: 'billing', street: 'PO Box 1184', city: 'Round Rock', zip: '78680' },
    ],
  },
  {
    key: 'okafor',
    first_name: 'David',
    last_name: 'Okafor',
    email: 'david.okafor@example.com',
    mobile_number: '5125550116',
    lead_source: 'Google',
    tags: ['residential'],
    created_at: '2024-01-11T17:30:00Z',
    addresses: [{ key: 'home', street: '15712 Windermere Dr', city: 'Pflugerville', zip: '78660' }],
  },
  {
    key: 'morales',
    first_name: 'Jennifer',
    last_name: 'Morales',
    email: 'jmorales@example.org',
    mobile_number: '5125550117',
    home_number: '5125550127',
    lead_source: 'Google',
    tags: ['residential'],
    created_at: '2024-02-26T18:05:00Z',
    addresses: [{ key: 'home', street: '6508 Ridgeview Ln', city: 'Austin', zip: '78745' }],
  },
  {
    key: 'hill-country-dental',
    first_name: 'Paul',
    last_name: 'Reyes',
    company: 'Hill Country Dental',
    email: 'office@hillcountrydental.example',
    mobile_number: '5125550118',
    work_number: '5125550160',
    lead_source: 'Referral',
    tags: ['commercial', 'service plan'],
    created_at: '2024-03-18T15:45:00Z',
    addresses: [{ key: 'office', street: '9600 Great Hills Trl', street_line_2: 'Suite 150', city: 'Austin', zip: '78759' }],
  },
  {
    key: 'harlan',
    first_name: 'Tom',
    last_name: 'Harlan',
    email: 'tom.harlan@example.com',
    mobile_number: '5125550119',
    lead_source: 'Repeat customer',
    tags: ['residential'],
    created_at: '2024-04-09T14:10:00Z',
    addresses: [{ key: 'home', street: '307 River Bend Dr', city: 'Georgetown', zip: '78628' }],
  },
  {
    key: 'torres',
    first_name: 'Guadalupe',
    last_name: 'Torres',
    email: null,
    mobile_number: '5125550120',
    lead_source: 'Referral',
    tags: ['residential', 'spanish'],
    created_at: '2024-05-30T16:00:00Z',
    notes: 'Prefiere que le hablen en español. Dog in the backyard: call before entering.',
    addresses: [{ key: 'home', street: '1127 E 7th St', city: 'Austin', zip: '78702' }],
  },
  {
    key: 'brandt',
    first_name: 'Kevin',
    last_name: 'Brandt',
    email: 'kevin.brandt@example.com',
    mobile_number: '5125550121',
    lead_source: 'Facebook',
    tags: ['residential'],
    created_at: '2024-06-14T20:20:00Z',
    notifications_enabled: false,
    addresses: [{ key: 'home', street: '2409 Bagdad Rd', city: 'Leander', zip: '78641' }],
  },
  {
    key: 'sunset-ridge-church',
    first_name: 'Mark',
    last_name: 'Ellison',
    company: 'Sunset Ridge Community Church',
    email: 'facilities@sunsetridge.example',
    mobile_number: '5125550122',
    work_number: '5125550170',
    lead_source: 'Google',
    tags: ['commercial'],
    created_at: '2024-08-05T15:30:00Z',
    addresses: [{ key: 'campus', street: '1800 Sunset Ridge Blvd', city: 'Round Rock', zip: '78664' }],
  },
];

// ── Jobs ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * `day` is days from today (negative = past), `at` the Central-time start, `hours` the length.
 * `items` are [price-list key, quantity]. Jobs with status `needs scheduling` have no day.
 * @type {{ key: string, invoice: number, customer: string, address?: string, techs: string[], status: JobWorkStatus,
 *   day?: number, at?: [number, number], hours?: number, description: string, type: keyof typeof JOB_TYPES,
 *   items: [keyof typeof PRICE_LIST, number][], paid?: boolean, tags?: string[], notes?: string[], estimate?: string }[]}
 */
const JOBS = [
  {
    key: 'whitman-spring-inspection',
    invoice: 1001,
    customer: 'whitman',
    techs: ['carlos-mendoza'],
    status: 'complete rated',
    day: -27,
    at: [8, 0],
    hours: 2,
    description: 'Spring irrigation inspection',
    type: 'inspection',
    items: [
      ['inspection', 1],
      ['sprayHead', 4],
      ['repairLabor', 0.5],
    ],
    paid: true,
    tags: ['spring check-up'],
  },
  {
    key: 'patterson-rotors',
    invoice: 1002,
    customer: 'patterson',
    techs: ['tyler-nguyen'],
    status: 'complete rated',
    day: -26,
    at: [10, 0],
    hours: 2,
    description: 'Replace broken rotor heads in back yard',
    type: 'repair',
    items: [
      ['serviceCall', 1],
      ['rotorHunter', 3],
      ['repairLabor', 1],
    ],
    paid: true,
  },
  {
    key: 'brushy-creek-controllers',
    invoice: 1003,
    customer: 'brushy-creek-villas',
    address: 'clubhouse',
    techs: ['carlos-mendoza', 'luis-ramirez'],
    status: 'complete unrated',
    day: -24,
    at: [7, 30],
    hours: 6,
    description: 'Smart controller upgrade and zone audit at the clubhouse',
    type: 'installation',
    items: [
      ['rachioController', 2],
      ['rainSensor', 1],
      ['repairLabor', 6],
    ],
    paid: false,
    tags: ['service plan'],
    notes: ['Two controllers mounted in the pump room; zone map taped inside each door.'],
    estimate: 'brushy-creek-controllers',
  },
  {
    key: 'chen-backflow',
    invoice: 1004,
    customer: 'chen',
    techs: ['maria-gonzalez'],
    status: 'complete rated',
    day: -21,
    at: [9, 0],
    hours: 1.5,
    description: 'Annual backflow preventer test (RPZ)',
    type: 'backflow',
    items: [['backflowTest', 1]],
    paid: true,
  },
  {
    key: 'castillo-zone-3-valve',
    invoice: 1005,
    customer: 'castillo',
    techs: ['jake-thompson'],
    status: 'complete rated',
    day: -20,
    at: [13, 0],
    hours: 2,
    description: 'Zone 3 valve does not shut off',
    type: 'repair',
    items: [
      ['serviceCall', 1],
      ['valve', 1],
      ['wireConnector', 2],
      ['repairLabor', 1],
    ],
    paid: true,
    notes: ['Debris in the diaphragm; replaced the whole valve.'],
  },
  {
    key: 'okafor-spring-inspection',
    invoice: 1006,
    customer: 'okafor',
    techs: ['maria-gonzalez'],
    status: 'user canceled',
    day: -17,
    at: [8, 0],
    hours: 2,
    description: 'Spring irrigation inspection',
    type: 'inspection',
    items: [['inspection', 1]],
    notes: ['Customer out of town; asked to rebook.'],
  },
  {
    key: 'hill-country-drip',
    invoice: 1007,
    customer: 'hill-country-dental',
    techs: ['carlos-mendoza'],
    status: 'complete rated',
    day: -14,
    at: [7, 0],
    hours: 3,
    description: 'Drip zone repair along the front beds',
    type: 'repair',
    items: [
      ['dripTubing', 2],
      ['dripEmitter', 24],
      ['repairLabor', 2],
    ],
    paid: true,
    tags: ['service plan'],
  },
  {
    key: 'morales-manifold-leak',
    invoice: 1008,
    customer: 'morales',
    techs: ['luis-ramirez'],
    status: 'complete unrated',
    day: -13,
    at: [10, 0],
    hours: 2,
    description: 'Leak at the valve manifold, water running at the meter',
    type: 'repair',
    items: [
      ['serviceCall', 1],
      ['valve', 2],
      ['valveBox', 1],
      ['repairLabor', 2],
    ],
    paid: true,
  },
  {
    key: 'harlan-inspection',
    invoice: 1009,
    customer: 'harlan',
    techs: ['maria-gonzalez'],
    status: 'complete rated',
    day: -10,
    at: [8, 30],
    hours: 2,
    description: 'Irrigation inspection and spray head replacement',
    type: 'inspection',
    items: [
      ['inspection', 1],
      ['sprayHead', 6],
    ],
    paid: true,
  },
  {
    key: 'torres-inspection',
    invoice: 1010,
    customer: 'torres',
    techs: ['luis-ramirez'],
    status: 'complete rated',
    day: -7,
    at: [9, 0],
    hours: 1.5,
    description: 'Irrigation inspection (customer prefers Spanish)',
    type: 'inspection',
    items: [
      ['inspection', 1],
      ['rotorRainBird', 2],
    ],
    paid: true,
  },
  {
    key: 'sunset-ridge-backflow',
    invoice: 1011,
    customer: 'sunset-ridge-church',
    techs: ['jake-thompson'],
    status: 'pro canceled',
    day: -6,
    at: [8, 0],
    hours: 3,
    description: 'Backflow tests for the two campus assemblies',
    type: 'backflow',
    items: [['backflowTest', 2]],
    notes: ['Access gate locked; nobody on site. Rebooked.'],
  },
  {
    key: 'brandt-rain-sensor',
    invoice: 1012,
    customer: 'brandt',
    techs: ['jake-thompson'],
    status: 'complete unrated',
    day: -3,
    at: [13, 0],
    hours: 2,
    description: 'Rain sensor install',
    type: 'installation',
    items: [
      ['rainSensor', 1],
      ['repairLabor', 1],
    ],
    paid: false,
  },
  {
    key: 'whitman-rotor-adjust',
    invoice: 1013,
    customer: 'whitman',
    techs: ['carlos-mendoza'],
    status: 'complete rated',
    day: -2,
    at: [8, 0],
    hours: 1,
    description: 'Re-adjust rotors after new sod',
    type: 'maintenance',
    items: [
      ['serviceCall', 1],
      ['repairLabor', 0.5],
    ],
    paid: true,
  },
  {
    key: 'brushy-creek-entrance',
    invoice: 1014,
    customer: 'brushy-creek-villas',
    address: 'entrance',
    techs: ['maria-gonzalez', 'luis-ramirez'],
    status: 'complete unrated',
    day: -1,
    at: [7, 30],
    hours: 4,
    description: 'Entrance beds: replace spray heads and convert to rotary nozzles',
    type: 'repair',
    items: [
      ['sprayHead', 12],
      ['rotaryNozzle', 12],
      ['repairLabor', 4],
    ],
    paid: false,
    tags: ['service plan'],
  },
  {
    key: 'patterson-inspection',
    invoice: 1015,
    customer: 'patterson',
    techs: ['carlos-mendoza'],
    status: 'in progress',
    day: 0,
    at: [8, 0],
    hours: 2,
    description: 'Seasonal irrigation inspection',
    type: 'inspection',
    items: [['inspection', 1]],
  },
  {
    key: 'chen-dry-spots',
    invoice: 1016,
    customer: 'chen',
    techs: ['maria-gonzalez'],
    status: 'scheduled',
    day: 0,
    at: [10, 0],
    hours: 1.5,
    description: 'Dry spots in the front lawn',
    type: 'repair',
    items: [['serviceCall', 1]],
  },
  {
    key: 'castillo-inspection',
    invoice: 1017,
    customer: 'castillo',
    techs: ['jake-thompson'],
    status: 'scheduled',
    day: 0,
    at: [13, 0],
    hours: 2,
    description: 'Seasonal irrigation inspection',
    type: 'inspection',
    items: [['inspection', 1]],
  },
  {
    key: 'okafor-inspection-rebooked',
    invoice: 1018,
    customer: 'okafor',
    techs: ['maria-gonzalez'],
    status: 'scheduled',
    day: 1,
    at: [8, 0],
    hours: 2,
    description: 'Spring irrigation inspection (rebooked)',
    type: 'inspection',
    items: [['inspection', 1]],
  },
  {
    key: 'hill-country-quarterly',
    invoice: 1019,
    customer: 'hill-country-dental',
    techs: ['carlos-mendoza'],
    status: 'scheduled',
    day: 2,
    at: [7, 0],
    hours: 2,
    description: 'Quarterly system check (service plan)',
    type: 'maintenance',
    items: [['inspection', 1]],
    tags: ['service plan'],
  },
  {
    key: 'sunset-ridge-backflow-rebooked',
    invoice: 1020,
    customer: 'sunset-ridge-church',
    techs: ['jake-thompson'],
    status: 'scheduled',
    day: 3,
    at: [8, 0],
    hours: 3,
    description: 'Backflow tests for the two campus assemblies (rebooked)',
    type: 'backflow',
    items: [['backflowTest', 2]],
  },
  {
    key: 'morales-follow-up',
    invoice: 1021,
    customer: 'morales',
    techs: ['luis-ramirez'],
    status: 'scheduled',
    day: 5,
    at: [9, 0],
    hours: 2,
    description: 'Follow-up: check the manifold repair and set the fall schedule',
    type: 'maintenance',
    items: [['serviceCall', 1]],
  },
  {
    key: 'harlan-controller',
    invoice: 1022,
    customer: 'harlan',
    techs: ['carlos-mendoza'],
    status: 'scheduled',
    day: 6,
    at: [13, 0],
    hours: 2,
    description: 'Replace the controller with a Hunter Hydrawise',
    type: 'installation',
    items: [
      ['hydrawiseController', 1],
      ['repairLabor', 1.5],
    ],
    estimate: 'harlan-controller',
  },
  {
    key: 'brandt-garden-drip',
    invoice: 1023,
    customer: 'brandt',
    techs: [],
    status: 'needs scheduling',
    description: 'Add a drip zone for the vegetable garden',
    type: 'installation',
    items: [
      ['dripTubing', 1],
      ['dripEmitter', 30],
      ['valve', 1],
      ['repairLabor', 3],
    ],
    estimate: 'brandt-garden-drip',
  },
  {
    key: 'torres-freeze-protection',
    invoice: 1024,
    customer: 'torres',
    techs: ['luis-ramirez'],
    status: 'needs scheduling',
    description: 'Insulate the backflow preventer before the first freeze',
    type: 'maintenance',
    items: [['serviceCall', 1]],
  },
];

// ── Builders ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A fresh copy of the demo data. Job times sit around `now`.
 * @param {{ now?: Date }} [options]
 * @returns {FakeHcpData}
 */
export function createDemoData({ now = new Date() } = {}) {
  const employees = EMPLOYEES.map(buildEmployee);
  const customers = CUSTOMERS.map(buildCustomer);
  const jobs = JOBS.map((job) => buildJob(job, now));
  return { company: structuredClone(COMPANY), employees, customers, jobs };
}

/** @param {(typeof EMPLOYEES)[number]} spec @returns {EmployeeRecord} */
function buildEmployee(spec) {
  return {
    id: demoId('pro', spec.key),
    first_name: spec.first_name,
    last_name: spec.last_name,
    email: spec.email,
    mobile_number: spec.mobile_number,
    color_hex: spec.color_hex,
    avatar_url: null,
    role: spec.role,
    tags: [...spec.tags],
    permissions: permissionsForRole(spec.role),
    location_ids: spec.locations.map((name) => LOCATION_IDS[/** @type {keyof typeof LOCATION_IDS} */ (name)]),
    archived: spec.archived ?? false,
    created_at: spec.created_at,
  };
}

/** @param {(typeof CUSTOMERS)[number]} spec @returns {Customer} */
function buildCustomer(spec) {
  return {
    id: demoId('cus', spec.key),
    first_name: spec.first_name,
    last_name: spec.last_name,
    email: spec.email,
    mobile_number: spec.mobile_number,
    home_number: spec.home_number ?? null,
    work_number: spec.work_number ?? null,
    company: spec.company ?? null,
    notifications_enabled: spec.notifications_enabled ?? true,
    lead_source: spec.lead_source,
    notes: spec.notes ?? null,
    tags: [...spec.tags],
    addresses: spec.addresses.map((address) => buildAddress(spec.key, address)),
    created_at: spec.created_at,
    updated_at: spec.created_at,
    company_name: COMPANY_NAME,
    company_id: COMPANY_ID,
  };
}

/**
 * @param {string} customerKey
 * @param {{ key: string, type?: string, street: string, street_line_2?: string, city: string, zip: string }} spec
 * @returns {Address}
 */
function buildAddress(customerKey, spec) {
  return {
    id: demoId('adr', `${customerKey}/${spec.key}`),
    type: spec.type ?? 'service',
    street: spec.street,
    street_line_2: spec.street_line_2 ?? null,
    city: spec.city,
    state: 'TX',
    zip: spec.zip,
    country: 'US',
  };
}

/**
 * @param {(typeof JOBS)[number]} spec
 * @param {Date} now
 * @returns {JobRecord}
 */
function buildJob(spec, now) {
  const customer = CUSTOMERS.find((candidate) => candidate.key === spec.customer);
  if (!customer) throw new Error(`demo job ${spec.key} names unknown customer ${spec.customer}`);
  const addressKey = spec.address ?? customer.addresses[0]?.key ?? '';
  const assignedEmployeeIds = spec.techs.map((key) => demoId('pro', key));

  const start = spec.day === undefined ? null : demoTime(now, spec.day, spec.at?.[0] ?? 8, spec.at?.[1] ?? 0);
  const end = start === null ? null : addMinutes(start, (spec.hours ?? 2) * 60);
  const arrivalWindow = 60;
  const createdAt = start === null ? demoTime(now, -3, 11, 15) : addMinutes(start, -7 * 24 * 60 - 150);
  const workTimestamps = workTimestampsFor(spec.status, start, end);

  return {
    id: demoId('job', spec.key),
    invoice_number: String(spec.invoice),
    description: spec.description,
    customer_id: demoId('cus', customer.key),
    address_id: demoId('adr', `${customer.key}/${addressKey}`),
    notes: (spec.notes ?? []).map((content, index) => ({ id: demoId('nte', `${spec.key}/${index}`), content })),
    work_status: spec.status,
    work_timestamps: workTimestamps,
    schedule: { scheduled_start: start, scheduled_end: end, arrival_window: start === null ? 0 : arrivalWindow },
    appointments:
      start === null || end === null
        ? []
        : [
            {
              id: demoId('appt', spec.key),
              start_time: start,
              end_time: end,
              anytime: false,
              arrival_window_minutes: arrivalWindow,
              dispatched_employees_ids: [...assignedEmployeeIds],
            },
          ],
    assigned_employee_ids: assignedEmployeeIds,
    line_items: spec.items.map(([priceKey, quantity], index) => buildLineItem(spec.key, priceKey, quantity, index)),
    paid: spec.paid ?? false,
    tags: [...(spec.tags ?? [])],
    original_estimate_id: spec.estimate ? demoId('csr', spec.estimate) : null,
    lead_source: customer.lead_source,
    job_fields: {
      job_type: { ...JOB_TYPES[spec.type] },
      business_unit: { ...(customer.tags.includes('commercial') ? BUSINESS_UNITS.commercial : BUSINESS_UNITS.residential) },
    },
    attachments: [],
    created_at: createdAt,
    updated_at: workTimestamps.completed_at ?? workTimestamps.started_at ?? createdAt,
  };
}

/**
 * @param {JobWorkStatus} status
 * @param {string | null} start
 * @param {string | null} end
 */
function workTimestampsFor(status, start, end) {
  const timestamps = {
    on_my_way_at: /** @type {string | null} */ (null),
    started_at: /** @type {string | null} */ (null),
    completed_at: /** @type {string | null} */ (null),
  };
  if (start === null || end === null) return timestamps;
  if (status === 'in progress' || status.startsWith('complete')) {
    timestamps.on_my_way_at = addMinutes(start, -25);
    timestamps.started_at = addMinutes(start, 5);
  }
  if (status.startsWith('complete')) timestamps.completed_at = addMinutes(end, -10);
  return timestamps;
}

/**
 * @param {string} jobKey
 * @param {keyof typeof PRICE_LIST} priceKey
 * @param {number} quantity
 * @param {number} index
 * @returns {LineItem}
 */
function buildLineItem(jobKey, priceKey, quantity, index) {
  const price = PRICE_LIST[priceKey];
  if (!price) throw new Error(`demo job ${jobKey} names unknown price ${priceKey}`);
  return {
    object: 'line_item',
    id: demoId('rli', `${jobKey}/${index}`),
    name: price.name,
    description: price.description,
    unit_price: price.unit_price,
    unit_cost: price.unit_cost,
    unit_of_measure: price.unit_of_measure,
    quantity,
    kind: price.kind,
    taxable: price.taxable,
    amount: Math.round(price.unit_price * quantity),
    order_index: index,
    service_item_id: null,
    service_item_type: null,
  };
}
