import { BadgeDollarSign, BookOpen, ClipboardList, House, Map as SiteMapIcon, Settings, type LucideIcon } from 'lucide-react';

export interface TechDestination {
  /** Key under nav.items in the tech namespace. */
  id: 'home' | 'inspections' | 'siteMap' | 'sellServicePlans' | 'pricebook' | 'plans' | 'settings';
  to: string;
  icon: LucideIcon;
}

export const TECH_HOME_PATH = '/tech-dashboard';
export const TECH_LOGIN_PATH = '/tech-login';
export const TECH_SETTINGS_PATH = '/tech-settings';
/** Where an admin or a manager goes back to from a field screen. */
export const OFFICE_HOME_PATH = '/dashboard';

/** Spec §2 side menu, in its order (Logout closes the menu and is a button, not a link). */
export const SIDE_MENU_ITEMS: readonly TechDestination[] = [
  { id: 'home', to: TECH_HOME_PATH, icon: House },
  { id: 'inspections', to: '/irrigation-inspection', icon: ClipboardList },
  { id: 'siteMap', to: '/site-mapping', icon: SiteMapIcon },
  { id: 'sellServicePlans', to: '/tech-service-plans', icon: BadgeDollarSign },
  { id: 'pricebook', to: '/tech-pricebook', icon: BookOpen },
  { id: 'settings', to: TECH_SETTINGS_PATH, icon: Settings },
];

/** Spec §2 bottom bar: five tabs. */
export const BOTTOM_TABS: readonly TechDestination[] = [
  { id: 'home', to: TECH_HOME_PATH, icon: House },
  { id: 'inspections', to: '/irrigation-inspection', icon: ClipboardList },
  { id: 'pricebook', to: '/tech-pricebook', icon: BookOpen },
  { id: 'plans', to: '/tech-service-plans', icon: BadgeDollarSign },
  { id: 'settings', to: TECH_SETTINGS_PATH, icon: Settings },
];
