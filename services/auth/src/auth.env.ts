import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_URL, envNamespace, IsMailFrom, IsServicePrivateKey, IsSmtpUrl, mailConfig, ServiceEnv } from '@irrigo/nest-kit';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsUrl, Max, Min } from 'class-validator';

const numberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : Number(value);

/** A count of attempts per window: at least 1 (0 would lock everyone out), and a sane ceiling. */
function AttemptLimit(fallback: number): PropertyDecorator {
  return (target, key) => {
    Transform(numberOr(fallback))(target, key);
    IsInt()(target, key);
    Min(1)(target, key);
    Max(100_000)(target, key);
  };
}

export class AuthEnv extends ServiceEnv {
  /**
   * The product's public address (the gateway's origin, optionally with a path), for links in e-mails and
   * printed sheets. Unset: the origin the browser that asked used, which the gateway has checked is its own.
   */
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be the http(s) address the product is opened at, such as https://irrigo.example.com' },
  )
  PUBLIC_URL?: string;

  /** services/org, asked for the organization, its first location and the technician roster. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  ORG_SERVICE_URL = 'http://127.0.0.1:3102';

  /** JSON of auth's own Ed25519 private JWK: it signs auth's calls to org, whose SERVICE_PUBLIC_JWKS holds the public half. */
  @IsServicePrivateKey()
  SERVICE_PRIVATE_JWK!: string;

  /** A session unused this long ends; every use pushes the limit forward. */
  @Transform(numberOr(720))
  @IsInt()
  @Min(1)
  @Max(60 * 24 * 30)
  SESSION_IDLE_MINUTES = 720;

  /** A session ends this long after sign-in however active it is, so a stolen cookie cannot live forever. */
  @Transform(numberOr(336))
  @IsInt()
  @Min(1)
  @Max(24 * 365)
  SESSION_ABSOLUTE_HOURS = 336;

  /**
   * Where password reset codes are sent: smtp://user:pass@host:port (smtps:// for TLS). The embedded stack
   * passes its mail sink; production passes a real relay.
   */
  @IsSmtpUrl()
  SMTP_URL = DEFAULT_SMTP_URL;

  @IsMailFrom()
  MAIL_FROM = DEFAULT_MAIL_FROM;

  /** Failed sign-ins of one account (e-mail) from one client address in 15 minutes; the right password clears them. */
  @AttemptLimit(10)
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS = 10;

  /**
   * Failed sign-ins of one account from all addresses in 15 minutes before each further attempt waits
   * (RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS, doubling each time, at most 15 minutes). Addresses that signed
   * in to the account lately are not held back by it; a completed password reset clears it.
   */
  @AttemptLimit(20)
  RATE_LIMIT_LOGIN_PER_ACCOUNT = 20;

  /** The first wait past RATE_LIMIT_LOGIN_PER_ACCOUNT, in seconds. */
  @Transform(numberOr(30))
  @IsInt()
  @Min(1)
  @Max(15 * 60)
  RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS = 30;

  /** How long an address that signed in to an account is trusted to skip the account-wide ceiling. */
  @Transform(numberOr(30))
  @IsInt()
  @Min(1)
  @Max(365)
  LOGIN_KNOWN_ADDRESS_DAYS = 30;

  /** Failed sign-ins per client address in 15 minutes: a whole office can share one address. */
  @AttemptLimit(50)
  RATE_LIMIT_LOGIN_PER_ADDRESS = 50;

  /** Password reset requests per account (e-mail or name) in an hour. */
  @AttemptLimit(5)
  RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT = 5;

  /** Password reset requests per client address in an hour. */
  @AttemptLimit(20)
  RATE_LIMIT_RESET_REQUEST_PER_ADDRESS = 20;

  /** Wrong reset codes per client address in 15 minutes. */
  @AttemptLimit(10)
  RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS = 10;

  /** Admin setup attempts per client address in an hour. */
  @AttemptLimit(10)
  RATE_LIMIT_SETUP_PER_ADDRESS = 10;

  /** Sign-ups (and code resends) per e-mail, and per client address, in an hour; wrong sign-up codes per address in 15 minutes. */
  @AttemptLimit(5) RATE_LIMIT_SIGN_UP_PER_ACCOUNT = 5;
  @AttemptLimit(30) RATE_LIMIT_SIGN_UP_PER_ADDRESS = 30;
  @AttemptLimit(20) RATE_LIMIT_SIGN_UP_CONFIRM_PER_ADDRESS = 20;
}

/** Links auth puts in e-mails and printed sheets. */
export const linksConfig = envNamespace('links', (env: AuthEnv) => ({ publicUrl: env.PUBLIC_URL ?? null }));

/** services/org, and auth's own key to sign its calls there. */
export const orgServiceConfig = envNamespace('orgService', (env: AuthEnv) => ({ url: env.ORG_SERVICE_URL, signingKey: env.SERVICE_PRIVATE_JWK }));

export const sessionsConfig = envNamespace('sessions', (env: AuthEnv) => ({
  idleMinutes: env.SESSION_IDLE_MINUTES,
  absoluteHours: env.SESSION_ABSOLUTE_HOURS,
}));

/** Every attempt limit, by the variable's own name, so a rule reads as the README documents it. */
export const rateLimitsConfig = envNamespace('rateLimits', (env: AuthEnv) => ({
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: env.RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS,
  RATE_LIMIT_LOGIN_PER_ACCOUNT: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
  RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS: env.RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS,
  LOGIN_KNOWN_ADDRESS_DAYS: env.LOGIN_KNOWN_ADDRESS_DAYS,
  RATE_LIMIT_LOGIN_PER_ADDRESS: env.RATE_LIMIT_LOGIN_PER_ADDRESS,
  RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT: env.RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT,
  RATE_LIMIT_RESET_REQUEST_PER_ADDRESS: env.RATE_LIMIT_RESET_REQUEST_PER_ADDRESS,
  RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS: env.RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS,
  RATE_LIMIT_SETUP_PER_ADDRESS: env.RATE_LIMIT_SETUP_PER_ADDRESS,
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: env.RATE_LIMIT_SIGN_UP_PER_ACCOUNT,
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: env.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
  RATE_LIMIT_SIGN_UP_CONFIRM_PER_ADDRESS: env.RATE_LIMIT_SIGN_UP_CONFIRM_PER_ADDRESS,
}));

/** The namespaces of what auth adds to ServiceEnv. */
export const AUTH_NAMESPACES = [linksConfig, orgServiceConfig, sessionsConfig, mailConfig, rateLimitsConfig] as const;
