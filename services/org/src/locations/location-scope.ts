import { canManageOrganization, type VerifiedUser } from '@irrigo/contracts';

/**
 * Which locations a user may see (spec §6): admins and managers every one of the organization, everyone
 * else only their own; a user without a location sees none.
 */
export type LocationScope = { kind: 'all' } | { kind: 'own'; locationId: string | null };

export function locationScopeOf(user: VerifiedUser): LocationScope {
  return canManageOrganization(user.role) ? { kind: 'all' } : { kind: 'own', locationId: user.locationId };
}

export function isInScope(scope: LocationScope, locationId: string | null): boolean {
  return scope.kind === 'all' || (locationId !== null && scope.locationId === locationId);
}
