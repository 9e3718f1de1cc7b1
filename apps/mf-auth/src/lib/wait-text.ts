import type { TFunction } from 'i18next';

/**
 * "2 minutes" / "45 seconds" in the interface language (auth namespace "wait"), rounded up so nobody
 * is told to wait less than the server asked; undefined when the server did not say.
 */
export function waitText(t: TFunction, seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  if (seconds < 60) return t('auth:wait.seconds', { count: Math.max(1, seconds) });
  return t('auth:wait.minutes', { count: Math.ceil(seconds / 60) });
}
