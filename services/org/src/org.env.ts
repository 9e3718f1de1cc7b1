import { envNamespace, ServiceEnv } from '@irrigo/nest-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

/** The port of services/org in the embedded stack (BRIEF: auth 3101, org 3102, inspections 3103). */
export const ORG_DEFAULT_PORT = 3102;

const numberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : Number(value);

/** Settings of services/org on top of what every service reads. */
export class OrgEnv extends ServiceEnv {
  @Transform(numberOr(ORG_DEFAULT_PORT))
  @IsInt()
  @Min(0)
  @Max(65535)
  override PORT = ORG_DEFAULT_PORT;

  /** Housecall Pro's base URL without `/v1` (https://api.housecallpro.com); the embedded stack points it at the fake. */
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'HCP_API_URL must be an http(s) URL such as https://api.housecallpro.com' },
  )
  HCP_API_URL!: string;

  @IsString()
  @MinLength(1, { message: 'HCP_API_KEY must hold the Housecall Pro company API key' })
  HCP_API_KEY!: string;

  /** Company keys use `Token`; some accounts answer to `Bearer` as well. */
  @IsIn(['Token', 'Bearer'])
  HCP_AUTH_SCHEME: 'Token' | 'Bearer' = 'Token';

  @Transform(numberOr(8_000))
  @IsInt()
  @Min(100)
  @Max(120_000)
  HCP_TIMEOUT_MS = 8_000;

  /** 0 turns the periodic roster sync off (tests); a sync still runs at boot and on demand. */
  @Transform(numberOr(15))
  @IsInt()
  @Min(0)
  @Max(24 * 60)
  HCP_SYNC_INTERVAL_MINUTES = 15;

  /**
   * The signing secret of Housecall Pro's webhooks (HCP shows it where the webhook URL is saved). Without
   * it POST /api/housecall-pro/webhooks refuses every delivery; syncs still run.
   */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? null : value))
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'HCP_WEBHOOK_SECRET must be the webhook signing secret from Housecall Pro (16 characters or more)' })
  HCP_WEBHOOK_SECRET: string | null = null;

  /** How long one probe answers the status badge; dashboards poll every 30 s and must not each reach HCP. */
  @Transform(numberOr(10))
  @IsInt()
  @Min(0)
  @Max(300)
  HCP_STATUS_CACHE_SECONDS = 10;
}

/** Housecall Pro: where and how org reaches it, and how often it syncs the roster. */
export const housecallProConfig = envNamespace('housecallPro', (env: OrgEnv) => ({
  apiUrl: env.HCP_API_URL,
  apiKey: env.HCP_API_KEY,
  authScheme: env.HCP_AUTH_SCHEME,
  timeoutMs: env.HCP_TIMEOUT_MS,
  syncIntervalMinutes: env.HCP_SYNC_INTERVAL_MINUTES,
  statusCacheSeconds: env.HCP_STATUS_CACHE_SECONDS,
  webhookSecret: env.HCP_WEBHOOK_SECRET,
}));

/** The namespaces of what org adds to ServiceEnv. */
export const ORG_NAMESPACES = [housecallProConfig] as const;
