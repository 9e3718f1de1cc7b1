import { HttpStatus } from '@nestjs/common';
import { HEADERS, isErrorBody } from '@irrigo/contracts';
import { DomainException } from '../errors/domain.exception.js';
import type { CryptoKey } from 'jose';
import { importServiceSigningKey } from '../identity/service-keys.js';
import type { ServiceName } from '../identity/service-name.js';
import { signServiceToken } from '../identity/service-token.js';
import { TIMEOUTS } from '../timeouts.js';

export interface ServiceClientOptions {
  /** The calling service. */
  self: ServiceName;
  /** The service called (its /internal routes verify the token is addressed to it and that `self` may call them). */
  target: ServiceName;
  baseUrl: string;
  /** JSON of the calling service's own private JWK (its SERVICE_PRIVATE_JWK). */
  signingKey: string;
  timeoutMs?: number;
}

/**
 * Internal HTTP between services, with a service token on every call. A failure of the other service
 * becomes a 503 of our own with a stable code; its 4xx answers pass through unchanged.
 */
export class ServiceClient {
  private signingKey: Promise<CryptoKey> | undefined;

  constructor(private readonly options: ServiceClientOptions) {}

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, requestId?: string): Promise<T> {
    this.signingKey ??= importServiceSigningKey(this.options.signingKey);
    const token = await signServiceToken(await this.signingKey, this.options.self, this.options.target);
    const headers: Record<string, string> = { [HEADERS.service]: token, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (requestId) headers[HEADERS.requestId] = requestId;

    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUTS.serviceCallMs),
      });
    } catch {
      throw new DomainException('UPSTREAM_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, `The ${this.options.target} service is not reachable`);
    }

    const payload = response.status === 204 ? undefined : ((await response.json().catch(() => undefined)) as unknown);
    if (response.ok) return payload as T;
    if (response.status < 500 && isErrorBody(payload)) {
      throw new DomainException(payload.code, payload.statusCode, payload.message, payload.details);
    }
    throw new DomainException('UPSTREAM_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, `The ${this.options.target} service failed`);
  }
}
