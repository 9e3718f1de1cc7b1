import { ApiError } from '@irrigo/api-client';
import { coveragePercent, deletionFailure, formatDollars, formatPercent, formatPeriodRange, statusBadge } from './dashboard-text';

const refusal = (status: number, code?: string) =>
  new ApiError(status, 'status', code ? JSON.stringify({ statusCode: status, code, message: 'In English' }) : '');

describe('Territory Coverage', () => {
  it('is the rounded percent of covered ZIP codes, 0 % for an empty service area, unknown when services/org did not answer', () => {
    expect(coveragePercent(5, 12)).toBe(42);
    expect(coveragePercent(1, 200)).toBe(1);
    expect(coveragePercent(12, 12)).toBe(100);
    expect(coveragePercent(0, 0)).toBe(0);
    expect(coveragePercent(null, null)).toBeNull();
    expect(coveragePercent(3, null)).toBeNull();
    expect(formatPercent(null, 'en')).toBe('—');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});

describe('money', () => {
  it('is USD with 2 decimals in the interface language; an unreadable amount is unknown, not $0.00', () => {
    expect(formatDollars('1250', 'en')).toBe('$1,250.00');
    expect(formatDollars('0.5', 'es')).toBe('$0.50');
    expect(formatDollars('', 'en')).toBe('—');
    expect(formatDollars('n/a', 'en')).toBe('—');
  });
});

describe('the period’s dates', () => {
  it('are shown in the time zone the server counted in, and left out when unreadable', () => {
    // Intl puts thin spaces around the dash.
    expect(formatPeriodRange('2026-11-23T06:00:00.000Z', '2026-11-25T15:00:00.000Z', 'en', 'America/Chicago')?.replace(/\s/g, ' ')).toBe('Nov 23 – 25, 2026');
    expect(formatPeriodRange('2026-11-23T05:00:00.000Z', '2026-11-25T15:00:00.000Z', 'en', 'America/Chicago')?.replace(/\s/g, ' ')).toBe('Nov 22 – 25, 2026');
    expect(formatPeriodRange('2026-11-23T06:00:00.000Z', '2026-11-25T15:00:00.000Z', 'en', 'Mars/Olympus')).toBeNull();
    expect(formatPeriodRange('soon', '2026-11-25T15:00:00.000Z', 'en', 'UTC')).toBeNull();
  });
});

describe('status badges', () => {
  it('are yellow for drafts, green for completed, gray and as sent for anything else', () => {
    expect(statusBadge('draft')).toEqual({ tone: 'warning', key: 'dashboard.recent.status.draft' });
    expect(statusBadge('completed')).toEqual({ tone: 'success', key: 'dashboard.recent.status.completed' });
    expect(statusBadge('archived')).toEqual({ tone: 'neutral', key: null });
  });
});

describe('a failed deletion', () => {
  it('says why in the spec’s words, by code or, without one, by status', () => {
    expect(deletionFailure(refusal(403, 'FORBIDDEN'))).toBe('admin:dashboard.delete.failed.forbidden');
    expect(deletionFailure(refusal(403))).toBe('admin:dashboard.delete.failed.forbidden');
    expect(deletionFailure(refusal(404, 'NOT_FOUND'))).toBe('admin:dashboard.delete.failed.notFound');
    expect(deletionFailure(refusal(404))).toBe('admin:dashboard.delete.failed.notFound');
    expect(deletionFailure(new TypeError('Failed to fetch'))).toBe('admin:dashboard.delete.failed.network');
    expect(deletionFailure(refusal(500, 'INTERNAL_ERROR'))).toBe('admin:dashboard.delete.failed.other');
    expect(deletionFailure(refusal(429, 'RATE_LIMITED'))).toBe('admin:dashboard.delete.failed.other');
    expect(deletionFailure(refusal(401, 'UNAUTHENTICATED'))).toBe('admin:apiErrors.UNAUTHENTICATED');
  });
});
