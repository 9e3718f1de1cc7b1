/** Business constants and limits of spec §9, shared by the front end and the services. */

export const PRODUCT_NAME = 'Irrigo';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH = 6;
/** Passphrases of any length a person can type are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** A person's full name as typed (sign-up, admin setup, activation, reset requests). */
export const PERSON_NAME_MAX_LENGTH = 200;

export const RESET_TOKEN_TTL_MINUTES = 15;
export const RECENT_INSPECTIONS_LIMIT = 5;
export const DASHBOARD_PERIODS = ['week', 'month', 'quarter'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'month';
/** Where the dashboard's days begin when a caller names no time zone (spec §7's call has no parameters). */
export const DEFAULT_DASHBOARD_TIME_ZONE = 'UTC';

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export const HEALTH_CHECK_INTERVAL_MS = 30_000;
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;
export const HCP_STATUS_POLL_MS = 30_000;

export const TECHNICIAN_DATA_STALE_MS = 30_000;
export const TECHNICIAN_DATA_REFETCH_MS = 60_000;
export const TECHNICIAN_DATA_RETRIES = 2;
export const DASHBOARD_STATS_STALE_MS = 5_000;
export const RECENT_INSPECTIONS_STALE_MS = 1_000;

export const PASSWORD_PROMPT_DELAY_MS = 2_000;

export const AUTO_SAVE_MINUTES_OPTIONS = [1, 5, 10, 15] as const;
export const DEFAULT_AUTO_SAVE_MINUTES = 5;

export const CURRENCY = 'USD';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Name of the HttpOnly session cookie set by services/auth and read by the gateway. */
export const SESSION_COOKIE = 'irrigo_session';
