import { BadgeDollarSign, BookOpen, ClipboardList, House, Map as SiteMapIcon, Settings, UsersRound, type LucideIcon } from 'lucide-react';

export interface TechDestination {
  /** Key under nav.items in the tech namespace. */
  id: 'home' | 'inspections' | 'customers' | 'siteMap' | 'sellServicePlans' | 'pricebook' | 'plans' | 'settings';
  to: string;
  icon: LucideIcon;
}

export const TECH_HOME_PATH = '/tech-dashboard';
export const TECH_LOGIN_PATH = '/tech-login';
export const TECH_SETTINGS_PATH = '/tech-settings';
/** Issue 10: the technician's customers, kept on the device (a customer's page is /tech-customers/<id>). */
export const TECH_CUSTOMERS_PATH = '/tech-customers';
export const TECH_PRICEBOOK_PATH = '/tech-pricebook';
/** A new inspection's form (the dashboard's and the Inspections tab's primary action). */
export const NEW_INSPECTION_PATH = '/inspection';
/** Where an admin or a manager goes back to from a field screen. */
export const OFFICE_HOME_PATH = '/dashboard';

/** Spec §2 side menu, in its order, with My customers (issue 10) after Inspections (Logout closes the menu and is a button, not a link). */
export const SIDE_MENU_ITEMS: readonly TechDestination[] = [
  { id: 'home', to: TECH_HOME_PATH, icon: House },
  { id: 'inspections', to: '/irrigation-inspection', icon: ClipboardList },
  { id: 'customers', to: TECH_CUSTOMERS_PATH, icon: UsersRound },
  { id: 'siteMap', to: '/site-mapping', icon: SiteMapIcon },
  { id: 'sellServicePlans', to: '/tech-service-plans', icon: BadgeDollarSign },
  { id: 'pricebook', to: TECH_PRICEBOOK_PATH, icon: BookOpen },
  { id: 'settings', to: TECH_SETTINGS_PATH, icon: Settings },
];

/** Spec §2 bottom bar: five tabs. */
export const BOTTOM_TABS: readonly TechDestination[] = [
  { id: 'home', to: TECH_HOME_PATH, icon: House },
  { id: 'inspections', to: '/irrigation-inspection', icon: ClipboardList },
  { id: 'pricebook', to: TECH_PRICEBOOK_PATH, icon: BookOpen },
  { id: 'plans', to: '/tech-service-plans', icon: BadgeDollarSign },
  { id: 'settings', to: TECH_SETTINGS_PATH, icon: Settings },
];
