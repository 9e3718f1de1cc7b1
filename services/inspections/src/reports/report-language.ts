import i18next, { type TFunction } from 'i18next';
import en from './locales/en/report.json' with { type: 'json' };
import es from './locales/es/report.json' with { type: 'json' };

/** The languages a report is written in (the customer's, en or es). */
export const REPORT_LANGUAGES = ['en', 'es'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/**
 * The report's words in one language, with that language's numbers, money and dates. US customers either way:
 * es-US writes dollars as "$1,234.50" and dates as "25 de noviembre de 2026".
 */
export interface ReportWords {
  language: ReportLanguage;
  t: TFunction<'report'>;
  /** Integer cents as US dollars ("$1,234.50"). */
  money(cents: number): string;
  /** A plain number with at most 2 decimals ("1.5"). */
  number(value: number): string;
  /** A calendar day, `YYYY-MM-DD`, as written in the language ("November 25, 2026"); '' stays ''. */
  day(isoDay: string): string;
  /** The calendar day of an instant, in UTC (the service knows no time zone of the customer's). */
  dayOf(instant: Date | string): string;
}

/** One i18next instance for the service's report: never the process-global one, so each render names its language. */
const translations = i18next.createInstance();
void translations.init({
  resources: { en: { report: en }, es: { report: es } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...REPORT_LANGUAGES],
  ns: ['report'],
  defaultNS: 'report',
  // The text goes into a PDF, not HTML: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const LOCALES: Record<ReportLanguage, string> = { en: 'en-US', es: 'es-US' };

export function reportWords(language: ReportLanguage): ReportWords {
  const locale = LOCALES[language];
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    t: translations.getFixedT(language, 'report'),
    money: (cents) => currency.format(cents / 100),
    number: (value) => decimal.format(value),
    day: (isoDay) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? date.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay),
    dayOf: (instant) => date.format(typeof instant === 'string' ? new Date(instant) : instant),
  };
}

export const isReportLanguage = (value: unknown): value is ReportLanguage => (REPORT_LANGUAGES as readonly unknown[]).includes(value);
