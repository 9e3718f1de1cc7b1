export type ServiceStatus = 'ok' | 'down';

/** GET /health/ready on a service */
export interface ServiceHealth {
  status: ServiceStatus;
  service: string;
  checks: Record<string, ServiceStatus>;
}

/** GET /api/health on the gateway: `ok` means the product is online. */
export interface GatewayHealth {
  status: 'ok' | 'degraded';
  services: Record<string, ServiceStatus>;
}
