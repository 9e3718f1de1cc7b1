import { useCallback } from 'react';
import { useSearchParams } from '@irrigo/router';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from '@irrigo/contracts';

/** Search parameter holding the chosen period, so a reload or a shared link keeps it. */
export const PERIOD_SEARCH_PARAM = 'period';

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/** The dashboard period of the URL (`?period=week`); an absent or unknown value means the default, month. */
export function useDashboardPeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PERIOD_SEARCH_PARAM);
  const period = isDashboardPeriod(requested) ? requested : DEFAULT_DASHBOARD_PERIOD;

  const setPeriod = useCallback(
    (next: DashboardPeriod) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(PERIOD_SEARCH_PARAM, next);
          return params;
        },
        // Switching a period is a view choice, not a new page: Back leaves the dashboard instead of stepping through tabs.
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [period, setPeriod];
}
