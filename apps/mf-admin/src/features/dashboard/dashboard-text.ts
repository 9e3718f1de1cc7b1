import { localeOf, UNKNOWN_FIGURE } from '../../components/inspection-display';

// The office's way of showing an inspection (money, dates, status, deletion failures) is shared with the
// inspections list; the dashboard's own figures follow.
export { deletionFailure, formatDate, formatDollars, localeOf, statusBadge, UNKNOWN_FIGURE } from '../../components/inspection-display';

export function formatCount(count: number | null, language: string | undefined): string {
  return count === null ? UNKNOWN_FIGURE : new Intl.NumberFormat(localeOf(language)).format(count);
}

/** Territory Coverage (spec §2): round(covered / total × 100) %, 0 % for an empty service area; unknown when either is. */
export function coveragePercent(covered: number | null, total: number | null): number | null {
  if (covered === null || total === null) return null;
  return total === 0 ? 0 : Math.round((covered / total) * 100);
}

export function formatPercent(percent: number | null, language: string | undefined): string {
  return percent === null ? UNKNOWN_FIGURE : new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** The period so far, "Nov 1 – 25, 2026", in the time zone the server counted it in. */
export function formatPeriodRange(from: string, to: string, language: string | undefined, timeZone: string): string | null {
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return null;
  try {
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).formatRange(start, end);
  } catch {
    // A time zone this browser does not know: the cards still show, without their dates.
    return null;
  }
}
