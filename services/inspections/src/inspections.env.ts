import { fileURLToPath } from 'node:url';
import { DEFAULT_MEDIA_RETENTION_DAYS } from '@irrigo/contracts';
import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_URL, envNamespace, IsMailFrom, IsServicePrivateKey, IsSmtpUrl, mailConfig, ServiceEnv } from '@irrigo/nest-kit';
import { Transform } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, MinLength, ValidateIf } from 'class-validator';

/**
 * Where photos and videos live without object storage: `.data/media/inspections` at the repository root,
 * beside the embedded databases `npm start` keeps in `.data/` (the stack passes MEDIA_DIR inside its own data
 * folder; a container sets it to a volume).
 */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media/inspections', import.meta.url));

/** The S3 settings: all five together select S3-compatible object storage, none the local folder. */
export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

const emptyIsNull = ({ value }: { value: unknown }) => (value === undefined || value === '' ? null : value);
/** A variable of the S3 group is checked once any of the group is set, so a half-configured bucket stops the boot. */
const whenS3IsConfigured = ValidateIf((env: InspectionsEnv) => S3_VARIABLES.some((name) => env[name] !== null));
const requiredWithS3 = (name: (typeof S3_VARIABLES)[number]) => ({
  message: `${name} must be set when any of ${S3_VARIABLES.join(', ')} is (all five for S3-compatible storage, or none for the local MEDIA_DIR)`,
});

/** services/inspections reads what every service reads, plus where media are stored; it listens on 3103 unless PORT says otherwise. */
export class InspectionsEnv extends ServiceEnv {
  override PORT = 3103;

  /** The folder of the local media storage (used when S3_* is not set); made on first upload. */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? DEFAULT_MEDIA_DIR : value))
  @IsString()
  @MinLength(1)
  MEDIA_DIR: string = DEFAULT_MEDIA_DIR;

  /** An S3-compatible endpoint (https://s3.us-west-2.amazonaws.com, a MinIO or R2 URL); path-style addressing is used. */
  @Transform(emptyIsNull)
  @whenS3IsConfigured
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'S3_ENDPOINT must be an http(s) URL such as https://s3.us-west-2.amazonaws.com' },
  )
  S3_ENDPOINT: string | null = null;

  @Transform(emptyIsNull)
  @whenS3IsConfigured
  @IsString(requiredWithS3('S3_BUCKET'))
  S3_BUCKET: string | null = null;

  @Transform(emptyIsNull)
  @whenS3IsConfigured
  @IsString(requiredWithS3('S3_ACCESS_KEY_ID'))
  S3_ACCESS_KEY_ID: string | null = null;

  @Transform(emptyIsNull)
  @whenS3IsConfigured
  @IsString(requiredWithS3('S3_SECRET_ACCESS_KEY'))
  S3_SECRET_ACCESS_KEY: string | null = null;

  @Transform(emptyIsNull)
  @whenS3IsConfigured
  @IsString(requiredWithS3('S3_REGION'))
  S3_REGION: string | null = null;

  /** Days a deleted inspection's photos and videos stay in storage before the sweep removes them (0: at the next sweep). */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? DEFAULT_MEDIA_RETENTION_DAYS : Number(value)))
  @IsInt({ message: 'MEDIA_RETENTION_DAYS must be a whole number of days' })
  @Min(0)
  @Max(3650)
  MEDIA_RETENTION_DAYS: number = DEFAULT_MEDIA_RETENTION_DAYS;

  /** Minutes between two sweeps of deleted inspections' media (0: no timer). */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? 60 : Number(value)))
  @IsInt({ message: 'MEDIA_SWEEP_INTERVAL_MINUTES must be a whole number of minutes' })
  @Min(0)
  MEDIA_SWEEP_INTERVAL_MINUTES = 60;

  /**
   * services/org, asked for the technician roster and the locations' service areas (the dashboard's Active
   * Technicians and Territory Coverage). Without it, or without SERVICE_PRIVATE_JWK, those figures are null
   * and the answer lists them as missing.
   */
  @Transform(emptyIsNull)
  @ValidateIf((env: InspectionsEnv) => env.ORG_SERVICE_URL !== null)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'ORG_SERVICE_URL must be an http(s) URL such as http://127.0.0.1:3102' },
  )
  ORG_SERVICE_URL: string | null = null;

  /** JSON of inspections' own Ed25519 private JWK: it signs the calls to org, whose SERVICE_PUBLIC_JWKS holds the public half. */
  @Transform(emptyIsNull)
  @ValidateIf((env: InspectionsEnv) => env.SERVICE_PRIVATE_JWK !== null)
  @IsServicePrivateKey()
  SERVICE_PRIVATE_JWK: string | null = null;

  /**
   * Where the customer's report is e-mailed through: smtp://user:pass@host:port (smtps:// for TLS). The embedded
   * stack passes its mail sink; production passes a real relay.
   */
  @IsSmtpUrl()
  SMTP_URL = DEFAULT_SMTP_URL;

  /** The sender of the report mails. */
  @IsMailFrom()
  MAIL_FROM = DEFAULT_MAIL_FROM;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Where media bytes are kept: S3-compatible object storage when S3_* is set, else the local folder. */
export const mediaStorageConfig = envNamespace('mediaStorage', (env: InspectionsEnv) => {
  const { MEDIA_DIR, S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
  const s3: S3Settings | null =
    S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_REGION
      ? { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, region: S3_REGION }
      : null;
  return { mediaDir: MEDIA_DIR, s3 };
});

/** How long a deleted inspection's media are kept, and how often the sweep looks for ones to remove. */
export const mediaRetentionConfig = envNamespace('mediaRetention', (env: InspectionsEnv) => ({
  retentionDays: env.MEDIA_RETENTION_DAYS,
  sweepIntervalMs: env.MEDIA_SWEEP_INTERVAL_MINUTES * 60_000,
}));

/** services/org and inspections' key to sign its calls there; null when either is not configured. */
export const orgServiceConfig = envNamespace('orgService', (env: InspectionsEnv) => {
  const { ORG_SERVICE_URL: url, SERVICE_PRIVATE_JWK: signingKey } = env;
  return url && signingKey ? { url, signingKey } : { url: null, signingKey: null };
});

/** The namespaces of what inspections adds to ServiceEnv. */
export const INSPECTIONS_NAMESPACES = [mediaStorageConfig, mediaRetentionConfig, orgServiceConfig, mailConfig] as const;
