import { useEffect, useState } from 'react';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
];

/** "5 min ago" / "hace 5 min"; null under a minute (the screen says "just now" in its own words). */
export function timeAgo(fromIso: string, now: number, language: string): string | null {
  let value = Math.max(0, (now - Date.parse(fromIso)) / 1000 / 60);
  if (value < 1) return null;
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (let index = 1; index < STEPS.length; index += 1) {
    const [next, size] = STEPS[index] as [Intl.RelativeTimeFormatUnit, number];
    if (value < size) break;
    value /= size;
    unit = next;
  }
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' }).format(-Math.floor(value), unit);
}

/** The current time, moving every `everyMs` so "5 min ago" stays true while the screen is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
