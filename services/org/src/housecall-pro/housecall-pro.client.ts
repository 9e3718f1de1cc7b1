import { setTimeout as sleep } from 'node:timers/promises';
import { HcpError, readHcpErrorBody } from './hcp-error.js';
import type { HcpCompany, HcpCustomer, HcpEmployee, HcpJob, HcpLocation, HcpPage, HcpQuery } from './hcp.types.js';

export interface HousecallProClientOptions {
  /** Without `/v1`: https://api.housecallpro.com */
  baseUrl: string;
  apiKey: string;
  /** `Token` for company API keys (default); `Bearer` for OAuth tokens. */
  authScheme?: 'Token' | 'Bearer';
  /** Per attempt, covering connect, headers and body. */
  timeoutMs?: number;
  /** Attempts for 429, 5xx and dropped connections (1 = no retry). */
  maxAttempts?: number;
  /** First backoff; doubles each attempt, with jitter, capped at `retryMaxDelayMs`. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
}

export type HcpProbe = { connected: true } | { connected: false; error: HcpError };

/** HCP's live cap: bigger page sizes are cut down to it. */
export const HCP_PAGE_SIZE = 200;
/** A bound on paging so that an upstream that keeps reporting more pages cannot loop us forever. */
const MAX_PAGES = 500;

/**
 * The one door to Housecall Pro. Everything the product reads from HCP goes through here: it signs each
 * call with the company key, bounds it in time, retries what is worth retrying, pages through lists and
 * turns every failure into an `HcpError`. Customers and jobs are meant to be added as more methods over
 * `get` and `listAll`.
 */
export class HousecallProClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseDelayMs: number;
  private readonly retryMaxDelayMs: number;

  constructor(options: HousecallProClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = `${options.authScheme ?? 'Token'} ${options.apiKey}`;
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 300;
    this.retryMaxDelayMs = options.retryMaxDelayMs ?? 3_000;
  }

  /** The company with its locations tree. */
  getCompany(): Promise<HcpCompany> {
    return this.get<HcpCompany>('/company');
  }

  /** Every active employee (HCP leaves archived ones out), optionally only those of some locations. */
  listEmployees(filter: { locationIds?: readonly string[] } = {}): Promise<HcpEmployee[]> {
    const query: HcpQuery = { sort_by: 'created_at', sort_direction: 'asc' };
    if (filter.locationIds?.length) query['location_ids'] = filter.locationIds;
    return this.listAll('/employees', 'employees', query);
  }

  /** Jobs scheduled in a window for some employees, every page (`employee_ids[]`, `scheduled_start_min/max`). */
  listJobs(filter: { employeeIds: readonly string[]; scheduledStartMin: Date; scheduledStartMax: Date }): Promise<HcpJob[]> {
    return this.listAll('/jobs', 'jobs', {
      employee_ids: filter.employeeIds,
      scheduled_start_min: filter.scheduledStartMin.toISOString(),
      scheduled_start_max: filter.scheduledStartMax.toISOString(),
      sort_by: 'created_at',
      sort_direction: 'asc',
    });
  }

  /** One job as HCP has it now (webhooks about appointments name the job without sending it). */
  getJob(id: string): Promise<HcpJob> {
    return this.get<HcpJob>(`/jobs/${encodeURIComponent(id)}`);
  }

  /** One customer with its addresses; an HcpError with status 404 when HCP no longer has it. */
  getCustomer(id: string): Promise<HcpCustomer> {
    return this.get<HcpCustomer>(`/customers/${encodeURIComponent(id)}`);
  }

  /** One quick call for the status badge: 200 from GET /company means connected, anything else does not. */
  async probe(): Promise<HcpProbe> {
    try {
      await this.get<HcpCompany>('/company', {}, 1);
      return { connected: true };
    } catch (error) {
      return { connected: false, error: error instanceof HcpError ? error : new HcpError(0, String(error), 'network') };
    }
  }

  /** Every page of a core list (`{page, page_size, total_pages, total_items, <key>: [...]}`). */
  protected async listAll<K extends string, T>(path: string, key: K, query: HcpQuery = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const body = await this.get<HcpPage<K, T>>(path, { ...query, page, page_size: HCP_PAGE_SIZE });
      const pageItems: unknown = body?.[key];
      if (!Array.isArray(pageItems)) throw new HcpError(502, `Housecall Pro answered ${path} without a "${key}" list`);
      items.push(...(pageItems as T[]));
      const totalPages = Number(body.total_pages);
      if (!Number.isFinite(totalPages) || page >= totalPages || pageItems.length === 0) return items;
    }
    throw new HcpError(502, `Housecall Pro reported more than ${MAX_PAGES} pages of ${path}`);
  }

  protected async get<T>(path: string, query: HcpQuery = {}, attempts = this.maxAttempts): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send<T>('GET', path, query);
      } catch (error) {
        if (!(error instanceof HcpError) || !error.retryable || attempt >= attempts) throw error;
        await sleep(this.backoff(attempt, error));
      }
    }
  }

  private async send<T>(method: 'GET', path: string, query: HcpQuery): Promise<T> {
    let response: Response;
    try {
      response = await fetch(this.url(path, query), {
        method,
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.transportError(path, error);
    }

    let raw: string;
    try {
      raw = await response.text();
    } catch (error) {
      throw this.transportError(path, error);
    }
    const body = parseJson(raw);

    if (!response.ok) {
      const { message, details } = readHcpErrorBody(body ?? raw, response.statusText || `HTTP ${response.status}`);
      const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
      throw new HcpError(response.status, message, 'http', details, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1_000 : undefined);
    }
    if (body === undefined) throw new HcpError(502, `Housecall Pro answered ${path} with something that is not JSON`);
    return body as T;
  }

  private url(path: string, query: HcpQuery): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(`${name}[]`, item);
      else params.append(name, String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  private transportError(path: string, error: unknown): HcpError {
    // Read by name, not instanceof: fetch's errors may come from another realm (test runners' VMs).
    const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
      name?: unknown;
      message?: unknown;
      cause?: { message?: unknown };
    };
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new HcpError(0, `Housecall Pro did not answer ${path} within ${this.timeoutMs} ms`, 'timeout');
    }
    return new HcpError(0, `Housecall Pro is not reachable (${String(cause?.message ?? message ?? error)})`, 'network');
  }

  /** Exponential backoff with jitter (half fixed, half random), so that many callers do not retry in step. */
  private backoff(attempt: number, error: HcpError): number {
    const ceiling = Math.min(this.retryMaxDelayMs, this.retryBaseDelayMs * 2 ** (attempt - 1));
    const jittered = ceiling / 2 + Math.random() * (ceiling / 2);
    return Math.min(this.retryMaxDelayMs, Math.max(jittered, error.retryAfterMs ?? 0));
  }
}

function parseJson(raw: string): unknown {
  if (!raw.trim()) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Flattens HCP's locations tree (a location may hold sub-locations), parents first. */
export function flattenLocations(locations: readonly HcpLocation[] | null | undefined): HcpLocation[] {
  return (locations ?? []).flatMap((location) => [location, ...flattenLocations(location.locations)]);
}

/** HCP's live role value is `field tech`, spec copies say `field_tech`: both are technicians, office staff are not. */
export function isFieldTechnician(employee: HcpEmployee): boolean {
  return (
    (employee.role ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ') === 'field tech'
  );
}
