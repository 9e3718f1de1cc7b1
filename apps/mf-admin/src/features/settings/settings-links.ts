import { Building2, KeyRound, ShieldCheck, UserCheck, UserCog, UsersRound, type LucideIcon } from 'lucide-react';

export interface OrganizationLink {
  /** Key under organization.links. */
  id: 'organizationProfile' | 'teamAccounts' | 'accessRequests' | 'bulkAccounts' | 'technicianPassword' | 'auditLog';
  to: string;
  icon: LucideIcon;
}

/**
 * Where the people who manage the organization look after it. The icons are the ones the screens show
 * beside their own titles, so a card and the page it opens look alike.
 */
export const ORGANIZATION_LINKS: readonly OrganizationLink[] = [
  { id: 'organizationProfile', to: '/admin/organization', icon: Building2 },
  { id: 'teamAccounts', to: '/admin/accounts', icon: UserCog },
  { id: 'accessRequests', to: '/admin/access-requests', icon: UserCheck },
  { id: 'bulkAccounts', to: '/admin/bulk-accounts', icon: UsersRound },
  // /email-auth's Set Technician Password card: until a technicians screen exists, where one technician gets a password.
  { id: 'technicianPassword', to: '/email-auth', icon: KeyRound },
  { id: 'auditLog', to: '/admin/audit-log', icon: ShieldCheck },
];

export const PROFILE_PATH = '/profile';
export const TECH_SETTINGS_PATH = '/tech-settings';
