import { ApiProperty } from '@nestjs/swagger';
import type { ServiceHealth, ServiceStatus } from '@irrigo/contracts';

const STATUSES: ServiceStatus[] = ['ok', 'down'];

/** libs/contracts ServiceHealth as an OpenAPI schema (every service's /health and the gateway's). */
export class ServiceHealthSchema implements ServiceHealth {
  @ApiProperty({ enum: STATUSES }) status!: ServiceStatus;
  @ApiProperty({ example: 'auth' }) service!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', enum: STATUSES }, example: { database: 'ok' } })
  checks!: Record<string, ServiceStatus>;
}
