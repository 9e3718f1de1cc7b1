import { describe, expect, it } from '@jest/globals';
import { DATABASE_QUERY_BUDGET_MS, TIMEOUTS } from '@irrigo/nest-kit';
import { validateGatewayEnv } from '../src/gateway.env.js';
import { SERVICE_PROBE_TIMEOUT_MS } from '../src/health/upstream-health.service.js';
import { RESOLVE_TIMEOUT_MS } from '../src/identity/session-resolver.js';

/**
 * The hops of one request wait in turn: the gateway's session lookup, the service's call to a neighbour and
 * its own database query. Together they must end before the gateway gives up on the service (a 504), so a
 * slow part is always reported by the part that met it, with its own code.
 */
describe('time-outs along a request', () => {
  const gatewayTimeoutMs = validateGatewayEnv({
    IDENTITY_PRIVATE_JWK: '{}',
    SERVICE_PRIVATE_JWK: '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}',
  }).UPSTREAM_TIMEOUT_MS;

  it('add up to less than the gateway’s upstream timeout', () => {
    const chain = RESOLVE_TIMEOUT_MS + Math.max(TIMEOUTS.serviceCallMs, TIMEOUTS.slowServiceCallMs) + DATABASE_QUERY_BUDGET_MS;
    expect(chain).toBeLessThan(gatewayTimeoutMs);
  });

  it('let the database server give up before its client does, and a service say "not ready" before the gateway’s probe gives up', () => {
    expect(TIMEOUTS.databaseStatementMs).toBeLessThan(TIMEOUTS.databaseQueryMs);
    expect(TIMEOUTS.databasePingMs).toBeLessThan(SERVICE_PROBE_TIMEOUT_MS);
  });
});
