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
  /** For `./Section`: the section id the remote renders. */
  section?: string;
}

const route = (path: string, remote: RemoteName, module: string, guard: RouteGuard, frame: RouteFrame, section?: string): RouteDefinition =>
  section ? { path, remote, module, guard, frame, section } : { path, remote, module, guard, frame };

/** A route whose screen arrives in a later issue: the owning remote's `./Section` with the section's title. */
const section = (path: string, remote: RemoteName, guard: RouteGuard, frame: RouteFrame = 'office') =>
  route(path, remote, './Section', guard, frame, path.replace(/^\//, '').replace(/\/:.*$/, ''));

export const ROUTES: readonly RouteDefinition[] = [
  // Public and sign-in screens
  route('/admin-setup', 'mf-auth', './AdminSetup', 'public', 'none'),
  route('/admin-login', 'mf-auth', './AdminLogin', 'public', 'none'),
  route('/tech-login', 'mf-auth', './TechLogin', 'public', 'none'),
  route('/tech', 'mf-auth', './TechLogin', 'public', 'none'),
  route('/tech-signup', 'mf-auth', './TechLogin', 'public', 'none'),
  route('/sign-in', 'mf-auth', './SignIn', 'public', 'none'),
  route('/sign-up', 'mf-auth', './SignUp', 'public', 'none'),
  route('/setup', 'mf-auth', './AdminSetup', 'public', 'office'),
  route('/email-auth', 'mf-auth', './EmailAuth', 'public', 'office'),
  route('/activate', 'mf-auth', './Activate', 'public', 'none'),

  // Technician screens (their own frame)
  route('/tech-dashboard', 'mf-tech', './TechDashboard', 'technician', 'none'),
  route('/tech-settings', 'mf-tech', './TechSettings', 'technician', 'none'),
  section('/tech-service-plans', 'mf-tech', 'technician', 'none'),
  section('/irrigation-inspection', 'mf-tech', 'technician', 'none'),
  section('/site-mapping', 'mf-tech', 'technician', 'none'),
  section('/sitemap-view/:id', 'mf-tech', 'technician', 'none'),
  section('/tech-pricebook', 'mf-tech', 'technician', 'none'),
  section('/inspection', 'mf-tech', 'technician', 'none'),
  section('/sell-plans', 'mf-tech', 'signed-in'),

  // Office
  route('/', 'mf-admin', './Dashboard', 'admin', 'office'),
  route('/dashboard', 'mf-admin', './Dashboard', 'admin', 'office'),
  section('/inspection/:id', 'mf-admin', 'signed-in'),
  section('/customers', 'mf-admin', 'admin'),
  section('/technicians', 'mf-admin', 'admin'),
  section('/business/technicians', 'mf-admin', 'admin'),
  section('/admin/inspections', 'mf-admin', 'admin'),
  section('/all-inspections', 'mf-admin', 'admin'),
  section('/scheduling', 'mf-admin', 'signed-in'),
  section('/appointments', 'mf-admin', 'admin'),
  section('/inventory', 'mf-admin', 'signed-in'),
  section('/pricebook', 'mf-admin', 'admin'),
  section('/admin/pricebook', 'mf-admin', 'admin'),
  section('/admin/pricebook-sync', 'mf-admin', 'admin'),
  section('/pricebook-categories', 'mf-admin', 'admin'),
  section('/pricebook-items', 'mf-admin', 'admin'),
  section('/service-plans', 'mf-admin', 'admin'),
  section('/admin/service-plans', 'mf-admin', 'admin'),
  section('/membership-sales', 'mf-admin', 'signed-in'),
  section('/service-plan-sales', 'mf-admin', 'public'),
  section('/sync', 'mf-admin', 'admin'),
  section('/profile', 'mf-admin', 'signed-in'),
  route('/settings', 'mf-admin', './Settings', 'signed-in', 'office'),
  section('/admin/locations', 'mf-admin', 'admin'),
  section('/admin/organization', 'mf-admin', 'admin'),
  section('/location-management', 'mf-admin', 'admin'),
  section('/location-manager', 'mf-admin', 'admin'),
  route('/admin/bulk-accounts', 'mf-admin', './BulkAccounts', 'admin', 'office'),
  route('/admin/audit-log', 'mf-admin', './AuditLog', 'admin', 'office'),
  route('/admin/access-requests', 'mf-admin', './AccessRequests', 'admin', 'office'),
  route('/admin/accounts', 'mf-admin', './TeamAccounts', 'admin', 'office'),
];

/** Section ids a remote renders through `./Section`, for its translations. */
export const sectionsOf = (remote: RemoteName): string[] =>
  [...new Set(ROUTES.filter((r) => r.remote === remote && r.section).map((r) => r.section as string))];
