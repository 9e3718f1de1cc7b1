import { Controller, Get, Header } from '@nestjs/common';
import type { GatewayHealth, ServiceHealth } from '@irrigo/contracts';
import { Probe, Public } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GatewayHealthResponse, ServiceHealthResponse } from './dto/health.response.js';
import { UpstreamHealthService } from './upstream-health.service.js';

/**
 * GET /api/health is what the browser polls to decide online/offline: it answers 200 whenever the
 * gateway itself is up and reports each service inside (status `degraded` when one is not ready).
 * The gateway runs no AccessGuard (it is where identity starts), so the access decorators here record who
 * each route is for: anyone's browser (@Public) or orchestrators and the launcher (@Probe).
 */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly upstreams: UpstreamHealthService) {}

  @Get('api/health')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Is the product online?', description: 'Always 200 while the gateway is up; `degraded` when a service is not ready.' })
  @ApiOkResponse({ description: 'The gateway and each service', type: GatewayHealthResponse })
  product(): Promise<GatewayHealth> {
    return this.upstreams.check();
  }

  /** The gateway process answers: for orchestrators and the local launcher. */
  @Get('health')
  @Probe()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness of the gateway process' })
  @ApiOkResponse({ description: 'The gateway answers', type: ServiceHealthResponse })
  live(): ServiceHealth {
    return { status: 'ok', service: 'gateway', checks: {} };
  }

  /** The gateway holds no state of its own, so it is ready as soon as it answers. */
  @Get('health/ready')
  @Probe()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Readiness of the gateway' })
  @ApiOkResponse({ description: 'Ready as soon as it answers (it holds no state)', type: ServiceHealthResponse })
  ready(): ServiceHealth {
    return { status: 'ok', service: 'gateway', checks: {} };
  }
}
