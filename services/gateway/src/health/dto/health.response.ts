import { ApiProperty } from '@nestjs/swagger';
import type { GatewayHealth, ServiceStatus } from '@irrigo/contracts';
import { ServiceHealthSchema } from '@irrigo/nest-kit';

const STATUSES: ServiceStatus[] = ['ok', 'down'];

export class GatewayHealthResponse implements GatewayHealth {
  @ApiProperty({ enum: ['ok', 'degraded'], description: '`ok`: the product is online' }) status!: 'ok' | 'degraded';
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', enum: STATUSES }, example: { auth: 'ok', org: 'ok', inspections: 'ok' } })
  services!: Record<string, ServiceStatus>;
}

export class ServiceHealthResponse extends ServiceHealthSchema {}
