import { useCallback } from 'react';
import { useFindingsText } from '../findings/use-findings-text';

/** The details page's texts (the form's own namespace, so labels never disagree) with dates in the interface language. */
export function useDetailsText() {
  const text = useFindingsText();
  const locale = text.language === 'es' ? 'es-US' : 'en-US';
  const dateTime = useCallback(
    (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    [locale],
  );
  /** A form date (YYYY-MM-DD) is a calendar day, not an instant: shown as that day wherever the reader is. */
  const day = useCallback(
    (ymd: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
      if (!match) return ymd;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
    },
    [locale],
  );
  return { ...text, dateTime, day };
}
