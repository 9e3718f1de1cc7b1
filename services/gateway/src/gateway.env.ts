import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envNamespace, IsServicePrivateKey, validateEnv } from '@irrigo/nest-kit';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

/** The repository root, from src/ (tests) and from dist/ (built) alike. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const numberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : Number(value);
const stringOr =
  (fallback: string) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : value;
const LOCAL_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** `https://app.example.com, https://irrigo.example.com/` → each as a browser writes it in Origin; what does not parse is kept for the error message. */
const originList = ({ value }: { value: unknown }) =>
  typeof value !== 'string'
    ? []
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => {
          try {
            const url = new URL(entry);
            return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password ? url.origin : entry;
          } catch {
            return entry;
          }
        });

/**
 * What the gateway reads from its environment. It has no database, so it does not extend ServiceEnv;
 * it holds the private half of the identity key the services verify with.
 */
export class GatewayEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(numberOr(8080))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 8080;

  /** The address to listen on: loopback unless a container says 0.0.0.0. */
  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  @Transform(stringOr('http://127.0.0.1:3101'))
  @IsUrl(LOCAL_URL)
  AUTH_SERVICE_URL = 'http://127.0.0.1:3101';

  @Transform(stringOr('http://127.0.0.1:3102'))
  @IsUrl(LOCAL_URL)
  ORG_SERVICE_URL = 'http://127.0.0.1:3102';

  @Transform(stringOr('http://127.0.0.1:3103'))
  @IsUrl(LOCAL_URL)
  INSPECTIONS_SERVICE_URL = 'http://127.0.0.1:3103';

  /** JSON of the Ed25519 private JWK that signs identity assertions; services hold the public half. */
  @IsString()
  @MinLength(1, { message: 'IDENTITY_PRIVATE_JWK must hold the gateway signing key (npm start generates one)' })
  IDENTITY_PRIVATE_JWK!: string;

  /**
   * JSON of the gateway's own service key (Ed25519 private JWK), another key than IDENTITY_PRIVATE_JWK: it signs
   * the service token the gateway shows services/auth when resolving sessions; auth holds its public half.
   */
  @IsServicePrivateKey()
  SERVICE_PRIVATE_JWK!: string;

  /** How long a service may take to start answering before the browser gets 504. */
  @Transform(numberOr(15_000))
  @IsInt()
  @Min(1)
  UPSTREAM_TIMEOUT_MS = 15_000;

  /** Same for the remotes' static servers: a slow remote must not hold the shell's start-up. */
  @Transform(numberOr(5_000))
  @IsInt()
  @Min(1)
  REMOTE_TIMEOUT_MS = 5_000;

  /** Where each remote's own static server answers (/remotes/<name>/** is proxied there). */
  @Transform(stringOr('http://127.0.0.1:4101'))
  @IsUrl(LOCAL_URL)
  REMOTE_MF_AUTH_ORIGIN = 'http://127.0.0.1:4101';

  @Transform(stringOr('http://127.0.0.1:4102'))
  @IsUrl(LOCAL_URL)
  REMOTE_MF_ADMIN_ORIGIN = 'http://127.0.0.1:4102';

  @Transform(stringOr('http://127.0.0.1:4103'))
  @IsUrl(LOCAL_URL)
  REMOTE_MF_TECH_ORIGIN = 'http://127.0.0.1:4103';

  /** mf-manifest.json URL of each remote as the browser should load it (a CDN URL in production). */
  @Transform(stringOr('/remotes/mf-auth/mf-manifest.json'))
  @IsString()
  REMOTE_MF_AUTH_MANIFEST = '/remotes/mf-auth/mf-manifest.json';

  @Transform(stringOr('/remotes/mf-admin/mf-manifest.json'))
  @IsString()
  REMOTE_MF_ADMIN_MANIFEST = '/remotes/mf-admin/mf-manifest.json';

  @Transform(stringOr('/remotes/mf-tech/mf-manifest.json'))
  @IsString()
  REMOTE_MF_TECH_MANIFEST = '/remotes/mf-tech/mf-manifest.json';

  /** The shell's build; relative paths are taken from the working directory. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value !== '' ? (isAbsolute(value) ? value : resolve(value)) : resolve(REPO_ROOT, 'apps/shell/dist'),
  )
  @IsString()
  SHELL_DIST_DIR = resolve(REPO_ROOT, 'apps/shell/dist');

  /**
   * Unset: the client address is the socket's and X-Forwarded-* is ignored. Behind a load balancer:
   * `true`, a hop count, or the proxies' addresses/subnets (Express "trust proxy").
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /**
   * Comma-separated origins the product's pages are served from (`https://app.example.com`). State-changing
   * /api calls must come from one of them, only they get CORS answers, and only their host names are served
   * (security/allowed-hosts.ts). Unset: loopback names only, and the origin each request was addressed to
   * (the embedded stack, a dev server proxying with its own Host).
   */
  @Transform(originList)
  @IsArray()
  @Matches(/^https?:\/\/[^/?#@\s]+$/, {
    each: true,
    message: 'PUBLIC_ORIGINS must list origins such as https://app.example.com (scheme and host, no path), comma-separated',
  })
  PUBLIC_ORIGINS: string[] = [];

  /** Most /api calls one client address may make per minute (0: no limit); see security/api-rate-limit.ts. */
  @Transform(numberOr(1200))
  @IsInt()
  @Min(0)
  API_RATE_LIMIT_PER_MINUTE = 1200;

  /** `true`: /api/docs is open to anyone (npm start); otherwise signed-in admins only. */
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? false : value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'API_DOCS_PUBLIC must be true or false' })
  API_DOCS_PUBLIC = false;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';
}

/** Checks the environment once at boot and stops with one message naming every wrong variable. */
export const validateGatewayEnv = (raw: Record<string, unknown>): GatewayEnv => validateEnv('gateway', GatewayEnv, raw);

/** How the gateway runs: its mode, where it listens, how much it logs, the shell it serves. */
export const gatewayConfig = envNamespace('gateway', (env: GatewayEnv) => ({
  nodeEnv: env.NODE_ENV,
  port: env.PORT,
  host: env.HOST,
  logLevel: env.LOG_LEVEL,
  shellDistDir: env.SHELL_DIST_DIR,
}));

/** Where the services and the remotes' static servers answer, and how long each may take. */
export const upstreamsConfig = envNamespace('upstreams', (env: GatewayEnv) => ({
  services: { auth: env.AUTH_SERVICE_URL, org: env.ORG_SERVICE_URL, inspections: env.INSPECTIONS_SERVICE_URL },
  remotes: { 'mf-auth': env.REMOTE_MF_AUTH_ORIGIN, 'mf-admin': env.REMOTE_MF_ADMIN_ORIGIN, 'mf-tech': env.REMOTE_MF_TECH_ORIGIN },
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
  remoteTimeoutMs: env.REMOTE_TIMEOUT_MS,
}));

/** Where the browser loads each remote's manifest from (GET /config.json). */
export const remoteManifestsConfig = envNamespace('remoteManifests', (env: GatewayEnv) => ({
  'mf-auth': env.REMOTE_MF_AUTH_MANIFEST,
  'mf-admin': env.REMOTE_MF_ADMIN_MANIFEST,
  'mf-tech': env.REMOTE_MF_TECH_MANIFEST,
}));

/** The gateway's two private keys: identity assertions, and its own service token. */
export const signingKeysConfig = envNamespace('signingKeys', (env: GatewayEnv) => ({
  identityPrivateJwk: env.IDENTITY_PRIVATE_JWK,
  servicePrivateJwk: env.SERVICE_PRIVATE_JWK,
}));

/** Who the gateway serves and believes, how much, and whether the API docs are open. */
export const edgeConfig = envNamespace('edge', (env: GatewayEnv) => ({
  trustProxy: trustProxySetting(env.TRUST_PROXY),
  publicOrigins: env.PUBLIC_ORIGINS,
  apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
  apiDocsPublic: env.API_DOCS_PUBLIC,
}));

export const GATEWAY_NAMESPACES = [gatewayConfig, upstreamsConfig, remoteManifestsConfig, signingKeysConfig, edgeConfig] as const;

/** Express's "trust proxy" value for TRUST_PROXY: off unless set. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
