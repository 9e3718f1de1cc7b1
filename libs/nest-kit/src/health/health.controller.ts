import { Controller, Get, HttpCode, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { ServiceHealth } from '@irrigo/contracts';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Probe } from '../identity/access.decorators.js';
import { SERVICE_NAME } from '../identity/service-name.js';
import { ServiceHealthSchema } from '../openapi/service-health.schema.js';
import { TIMEOUTS } from '../timeouts.js';

/** Liveness (the process answers) and readiness (it can reach its database). */
@ApiTags('health')
@Controller('health')
@Probe()
export class HealthController {
  constructor(
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
    const database = (await this.pingDatabase()) ? 'ok' : 'down';
    response.status(database === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database, service: this.service, checks: { database } };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), TIMEOUTS.databasePingMs)));
    try {
      return await Promise.race([this.dataSource.query('SELECT 1').then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
