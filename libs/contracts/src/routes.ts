import type { RemoteName } from './runtime-config.js';

/**
 * The product's route table (spec §2, guards of §6). Each route is owned by exactly one remote, which
 * exposes the module named here; the shell renders it inside its frame (`office`) or alone (`none`).
 * Guards are for the experience only: every service checks identity and permission on its own.
 */
export type RouteGuard =
  /** anyone, signed-in or not */
  | 'public'
  /** any signed-in user */
  | 'signed-in'
  /** admin or manager; technicians are sent to /tech-dashboard, others see Admin Access Required */
  | 'admin'
  /** technician (admins allowed too); others see Technician Access Required */
  | 'technician';

/** office: inside the top bar + sidebar; none: the screen has the whole page (sign-in pages, field screens). */
export type RouteFrame = 'office' | 'none';

export interface RouteDefinition {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. './Dashboard'. `./Section` renders a section by its `section` id. */
  module: string;
  guard: RouteGuard;
  frame: RouteFrame;
  /**
   * The page's title: a key of the shell's `titles` namespace (en and es), which the shell shows as the
   * document title ("Team accounts · Irrigo") and changes with the language.
   */
  title: string;
  /** For `./Section`: the section id the remote renders. */
  section?: string;
}

/** The namespace (in the shell) holding every route's `title`. */
export const ROUTE_TITLES_NAMESPACE = 'titles';

const route = (path: string, remote: RemoteName, module: string, guard: RouteGuard, frame: RouteFrame, title: string, section?: string): RouteDefinition =>
  section ? { path, remote, module, guard, frame, title, section } : { path, remote, module, guard, frame, title };

/** A route whose screen arrives in a later issue: the owning remote's `./Section` with the section's title. */
const section = (path: string, remote: RemoteName, guard: RouteGuard, title: string, frame: RouteFrame = 'office') =>
  route(path, remote, './Section', guard, frame, title, path.replace(/^\//, '').replace(/\/:.*$/, ''));

export const ROUTES: readonly RouteDefinition[] = [
  // Public and sign-in screens
  route('/admin-setup', 'mf-auth', './AdminSetup', 'public', 'none', 'adminSetup'),
  route('/admin-login', 'mf-auth', './AdminLogin', 'public', 'none', 'adminLogin'),
  route('/tech-login', 'mf-auth', './TechLogin', 'public', 'none', 'technicianLogin'),
  route('/tech', 'mf-auth', './TechLogin', 'public', 'none', 'technicianLogin'),
  route('/tech-signup', 'mf-auth', './TechLogin', 'public', 'none', 'technicianLogin'),
  route('/sign-in', 'mf-auth', './SignIn', 'public', 'none', 'signIn'),
  route('/sign-up', 'mf-auth', './SignUp', 'public', 'none', 'signUp'),
  route('/setup', 'mf-auth', './AdminSetup', 'public', 'office', 'adminSetup'),
  route('/email-auth', 'mf-auth', './EmailAuth', 'public', 'office', 'emailAuth'),
  route('/activate', 'mf-auth', './Activate', 'public', 'none', 'activate'),

  // Technician screens (their own frame)
  route('/tech-dashboard', 'mf-tech', './TechDashboard', 'technician', 'none', 'techDashboard'),
  route('/tech-settings', 'mf-tech', './TechSettings', 'technician', 'none', 'settings'),
  section('/tech-service-plans', 'mf-tech', 'technician', 'sellServicePlans', 'none'),
  route('/irrigation-inspection', 'mf-tech', './TechInspections', 'technician', 'none', 'inspections'),
  section('/site-mapping', 'mf-tech', 'technician', 'siteMapping', 'none'),
  section('/sitemap-view/:id', 'mf-tech', 'technician', 'siteMap', 'none'),
  route('/tech-pricebook', 'mf-tech', './TechPricebook', 'technician', 'none', 'pricebook'),
  route('/tech-customers', 'mf-tech', './TechCustomers', 'technician', 'none', 'myCustomers'),
  route('/tech-customers/:id', 'mf-tech', './TechCustomers', 'technician', 'none', 'myCustomers'),
  route('/inspection', 'mf-tech', './Inspection', 'technician', 'none', 'newInspection'),
  route('/inspection/:id', 'mf-tech', './Inspection', 'signed-in', 'none', 'inspectionDetails'),
  section('/sell-plans', 'mf-tech', 'signed-in', 'sellPlans'),

  // Office
  route('/', 'mf-admin', './Dashboard', 'admin', 'office', 'dashboard'),
  route('/dashboard', 'mf-admin', './Dashboard', 'admin', 'office', 'dashboard'),
  route('/customers', 'mf-admin', './Customers', 'admin', 'office', 'customers'),
  route('/technicians', 'mf-admin', './Technicians', 'admin', 'office', 'technicians'),
  route('/business/technicians', 'mf-admin', './Technicians', 'admin', 'office', 'businessTechnicians'),
  route('/admin/inspections', 'mf-admin', './Inspections', 'admin', 'office', 'manageInspections'),
  route('/all-inspections', 'mf-admin', './Inspections', 'admin', 'office', 'allInspections'),
  section('/scheduling', 'mf-admin', 'signed-in', 'scheduling'),
  section('/appointments', 'mf-admin', 'admin', 'appointments'),
  section('/inventory', 'mf-admin', 'signed-in', 'inventory'),
  route('/pricebook', 'mf-admin', './Pricebook', 'admin', 'office', 'pricebook'),
  route('/admin/pricebook', 'mf-admin', './PricebookBulk', 'admin', 'office', 'bulkManagePricebook'),
  route('/admin/pricebook-sync', 'mf-admin', './PricebookSync', 'admin', 'office', 'pricebookSyncSettings'),
  route('/pricebook-categories', 'mf-admin', './PricebookCategories', 'admin', 'office', 'pricebookCategories'),
  route('/pricebook-items', 'mf-admin', './PricebookItems', 'admin', 'office', 'pricebookItems'),
  section('/service-plans', 'mf-admin', 'admin', 'servicePlans'),
  section('/admin/service-plans', 'mf-admin', 'admin', 'manageServicePlans'),
  section('/membership-sales', 'mf-admin', 'signed-in', 'membershipSales'),
  section('/service-plan-sales', 'mf-admin', 'public', 'servicePlanSales'),
  route('/sync', 'mf-admin', './PricebookSync', 'admin', 'office', 'sync'),
  section('/profile', 'mf-admin', 'signed-in', 'profile'),
  route('/settings', 'mf-admin', './Settings', 'signed-in', 'office', 'settings'),
  section('/admin/locations', 'mf-admin', 'admin', 'locations'),
  route('/admin/organization', 'mf-admin', './Organization', 'admin', 'office', 'organization'),
  section('/location-management', 'mf-admin', 'admin', 'locationManagement'),
  section('/location-manager', 'mf-admin', 'admin', 'locationManager'),
  route('/admin/bulk-accounts', 'mf-admin', './BulkAccounts', 'admin', 'office', 'bulkAccounts'),
  route('/admin/audit-log', 'mf-admin', './AuditLog', 'admin', 'office', 'securityLog'),
  route('/admin/access-requests', 'mf-admin', './AccessRequests', 'admin', 'office', 'accessRequests'),
  route('/admin/accounts', 'mf-admin', './TeamAccounts', 'admin', 'office', 'teamAccounts'),
];

/** Section ids a remote renders through `./Section`, for its translations. */
export const sectionsOf = (remote: RemoteName): string[] => [
  ...new Set(ROUTES.filter((r) => r.remote === remote && r.section).map((r) => r.section as string)),
];
