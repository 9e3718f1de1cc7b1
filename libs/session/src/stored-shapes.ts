import { ROLES, type Role, type StoredTechnician, type StoredUser } from '@irrigo/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export function isStoredUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    isNonEmptyString(value['id']) &&
    typeof value['email'] === 'string' &&
    typeof value['name'] === 'string' &&
    isRole(value['role']) &&
    (value['organizationName'] === undefined || typeof value['organizationName'] === 'string')
  );
}

export function isStoredTechnician(value: unknown): value is StoredTechnician {
  return (
    isRecord(value) &&
    isNonEmptyString(value['id']) &&
    typeof value['email'] === 'string' &&
    typeof value['firstName'] === 'string' &&
    typeof value['lastName'] === 'string' &&
    value['role'] === 'technician'
  );
}
