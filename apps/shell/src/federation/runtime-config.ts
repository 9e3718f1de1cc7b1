import { REMOTE_NAMES, type RuntimeConfig } from '@irrigo/contracts';
import { fetchWithTimeout, RequestTimeoutError } from '@irrigo/api-client';
import { RUNTIME_CONFIG_URL } from './startup-preload.js';

export { RUNTIME_CONFIG_URL };

/** The gateway answers from memory; past this the shell stops waiting and offers Retry. */
const RUNTIME_CONFIG_TIMEOUT_MS = 10_000;

/** /config.json was unreachable, not JSON, or did not name every remote. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!isRecord(value) || !isRecord(value['remotes'])) return false;
  const remotes = value['remotes'];
  const features = value['features'];
  return (
    REMOTE_NAMES.every((name) => typeof remotes[name] === 'string' && remotes[name] !== '') &&
    (features === undefined || (isRecord(features) && Object.values(features).every((flag) => typeof flag === 'boolean')))
  );
}

function withTimeout(request: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError(RUNTIME_CONFIG_URL, RUNTIME_CONFIG_TIMEOUT_MS)), RUNTIME_CONFIG_TIMEOUT_MS);
  });
  return Promise.race([request, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads where each remote lives (DESIGN.md "Runtime rules": learnt at start-up, never baked into the
 * build). Revalidated on every start so a moved or redeployed remote is picked up without a shell build: the
 * gateway answers `Cache-Control: no-cache`. `startupRequest` is the answer the entry already asked for
 * (startup-preload.ts); without one (tests, Retry) the network is asked. Credentials 'same-origin', as
 * index.html's preload of the same URL, which the browser reuses only when they match.
 */
export async function loadRuntimeConfig(startupRequest: Promise<Response> | null = null): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (startupRequest
      ? withTimeout(startupRequest)
      : fetchWithTimeout(RUNTIME_CONFIG_URL, { timeoutMs: RUNTIME_CONFIG_TIMEOUT_MS, credentials: 'same-origin' }));
  } catch (error) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} could not be reached`, { cause: error });
  }
  if (!response.ok) throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRuntimeConfig(body)) throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} does not list every remote`);
  return { remotes: body.remotes, features: body.features ?? {} };
}
