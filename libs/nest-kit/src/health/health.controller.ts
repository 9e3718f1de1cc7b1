import { Controller, Get, HttpCode, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import type { ServiceHealth } from '@irrigo/contracts';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Probe } from '../identity/access.decorators.js';
import { SERVICE_NAME } from '../identity/service-name.js';
import { ServiceHealthSchema } from '../openapi/service-health.schema.js';
import { TIMEOUTS } from '../timeouts.js';

/**
 * Liveness (the process answers) and readiness (it can reach its database), checked by @nestjs/terminus and
 * answered in the shape the gateway reads (ServiceHealth), not terminus's own.
 */
@ApiTags('health')
@Controller('health')
@Probe()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ description: 'Alive', type: ServiceHealthSchema })
  live(): ServiceHealth {
    return { status: 'ok', service: this.service, checks: {} };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the service can reach its database' })
  @ApiOkResponse({ description: 'Ready', type: ServiceHealthSchema })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer', type: ServiceHealthSchema })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ServiceHealth> {
    const result = await this.health
      .check([() => this.database.pingCheck('database', { connection: this.dataSource, timeout: TIMEOUTS.databasePingMs })])
      .catch((error: unknown) => {
        // terminus reports a failed check as a 503 carrying the full result.
        if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
        throw error;
      });
    const database = result.details['database']?.status === 'up' ? 'ok' : 'down';
    response.status(database === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database, service: this.service, checks: { database } };
  }
}
