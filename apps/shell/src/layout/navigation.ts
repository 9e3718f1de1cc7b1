import {
  BookOpen,
  CalendarDays,
  ClipboardPlus,
  HandCoins,
  HardHat,
  LayoutDashboard,
  MapPinned,
  Package,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { canManageOrganization, type Role } from '@irrigo/contracts';
import { MOBILE_BOTTOM_BAR_MAX_ITEMS } from '@irrigo/ui';

export type NavItemId =
  | 'dashboard'
  | 'newInspection'
  | 'siteMapping'
  | 'inventory'
  | 'pricebook'
  | 'sellPlans'
  | 'customers'
  | 'technicians'
  | 'scheduling'
  | 'servicePlans'
  | 'settings';

export interface NavItem {
  id: NavItemId;
  to: string;
  /** Key in the 'shell' namespace. */
  labelKey: `nav.items.${NavItemId}`;
  icon: LucideIcon;
  /** Highlighted on its own path only (New Inspection is /inspection, not /inspection/{id}). */
  exact?: boolean;
}

const item = (id: NavItemId, to: string, icon: LucideIcon, exact = false): NavItem => ({ id, to, labelKey: `nav.items.${id}`, icon, exact });

/**
 * Spec §2 "Shell": what every signed-in user gets (Dashboard's and Pricebook's targets depend on the role:
 * the office's pricebook is /pricebook, a technician's is the field one, /tech-pricebook).
 */
const fieldItems = (office: boolean): NavItem[] => [
  item('newInspection', '/inspection', ClipboardPlus, true),
  item('siteMapping', '/site-mapping', MapPinned),
  item('inventory', '/inventory', Package),
  item('pricebook', office ? '/pricebook' : '/tech-pricebook', BookOpen),
  item('sellPlans', '/sell-plans', HandCoins),
];

/** What admins and managers get on top. */
const OFFICE_ITEMS: readonly NavItem[] = [
  item('customers', '/customers', Users),
  item('technicians', '/technicians', HardHat),
  item('scheduling', '/scheduling', CalendarDays),
  item('servicePlans', '/service-plans', ShieldCheck),
];

const SETTINGS_ITEM = item('settings', '/settings', Settings);

/**
 * The sidebar of spec §2: technician items Dashboard, New Inspection, Site Mapping, Inventory,
 * Pricebook, Sell Plans; admin items are those plus Customers, Technicians, Scheduling, Service Plans;
 * Settings only for who can manage the organization. A technician's Dashboard is /tech-dashboard.
 */
export function sidebarItemsFor(role: Role): NavItem[] {
  const dashboard = item('dashboard', role === 'technician' ? '/tech-dashboard' : '/dashboard', LayoutDashboard);
  if (!canManageOrganization(role)) return [dashboard, ...fieldItems(false)];
  return [dashboard, ...fieldItems(true), ...OFFICE_ITEMS, SETTINGS_ITEM];
}

/** Spec §2 mobile bottom bar slots, in order; a slot the role's sidebar lacks is left out. */
const BOTTOM_BAR_SLOTS: readonly (readonly NavItemId[])[] = [['dashboard'], ['newInspection'], ['customers', 'technicians'], ['settings']];

/**
 * At most 4 items: Dashboard, New Inspection, Customers (or Technicians), Settings, each only when
 * the role's sidebar has it. Everything else stays one tap away in the Menu drawer.
 */
export function bottomBarItemsFor(role: Role): NavItem[] {
  const available = sidebarItemsFor(role);
  return BOTTOM_BAR_SLOTS.map((slot) => slot.map((id) => available.find((candidate) => candidate.id === id)).find(Boolean))
    .filter((candidate): candidate is NavItem => candidate !== undefined)
    .slice(0, MOBILE_BOTTOM_BAR_MAX_ITEMS);
}

/** Whether `pathname` is this item's page or one below it; the dashboard is also the home page "/". */
export function isNavItemActive(navItem: NavItem, pathname: string): boolean {
  if (navItem.id === 'dashboard' && pathname === '/') return true;
  return pathname === navItem.to || (!navItem.exact && pathname.startsWith(`${navItem.to}/`));
}
