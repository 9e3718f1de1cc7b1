// How the office shows an inspection wherever it lists one (the dashboard's recent list, the inspections list):
// the money, the date, the status badge, and why a deletion failed.
import { CURRENCY, INSPECTION_STATUSES, type KnownInspectionStatus } from '@irrigo/contracts';
import { failureReasonOf } from '@irrigo/api-client';
import type { BadgeTone } from '@irrigo/ui';
import { ADMIN_NAMESPACE } from '../app/i18n';

/** The Intl locale of an interface language: US conventions (dollars, month names) in either language. */
export const localeOf = (language: string | undefined): string => (language?.startsWith('es') ? 'es-US' : 'en-US');

/** Shown for a figure the server could not give (null): never 0, which would be a claim. */
export const UNKNOWN_FIGURE = '—';

/** Dollars as the contracts send them ("1250.00") in USD with 2 decimals; anything unreadable is unknown. */
export function formatDollars(dollars: string, language: string | undefined): string {
  const amount = Number(dollars);
  if (dollars.trim() === '' || !Number.isFinite(amount)) return UNKNOWN_FIGURE;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

export function formatDate(iso: string, language: string | undefined): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(localeOf(language), { dateStyle: 'medium' });
}

const isKnownStatus = (status: string): status is KnownInspectionStatus => (INSPECTION_STATUSES as readonly string[]).includes(status);

/** Spec §2 status badge: draft yellow, completed green, any other gray and shown as the server sent it. */
export function statusBadge(status: string): { tone: BadgeTone; key: string | null } {
  if (!isKnownStatus(status)) return { tone: 'neutral', key: null };
  return { tone: status === 'draft' ? 'warning' : 'success', key: `dashboard.recent.status.${status}` };
}

const deleteFailure = (name: string) => `${ADMIN_NAMESPACE}:dashboard.delete.failed.${name}`;

/**
 * Spec §8 "Deletion Failed": 403 no permission, 404 maybe already deleted, no connection, else try again in a
 * moment. A session that has ended says so (signing in again is what helps, not waiting a moment).
 */
export function deletionFailure(error: unknown): string {
  switch (failureReasonOf(error)) {
    case 'FORBIDDEN':
    case 'ROLE_REQUIRED':
      return deleteFailure('forbidden');
    case 'NOT_FOUND':
      return deleteFailure('notFound');
    case 'NETWORK':
      return deleteFailure('network');
    case 'UNAUTHENTICATED':
      return `${ADMIN_NAMESPACE}:apiErrors.UNAUTHENTICATED`;
    default:
      return deleteFailure('other');
  }
}
