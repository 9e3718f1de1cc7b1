import { Controller, Get, Header } from '@nestjs/common';
import type { RuntimeConfig } from '@irrigo/contracts';
import { Public } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GatewayEnv } from '../gateway.env.js';

/**
 * GET /config.json: where the shell finds each remote. Read at every start-up and never cached, so a
 * remote can move (another version, a CDN) without rebuilding the shell. Every visitor's browser reads it
 * before anyone signs in (the gateway runs no AccessGuard; @Public records that).
 */
@ApiTags('shell')
@Controller()
@Public()
export class RuntimeConfigController {
  private readonly config: RuntimeConfig;

  constructor(env: GatewayEnv) {
    this.config = {
      remotes: {
        'mf-auth': env.REMOTE_MF_AUTH_MANIFEST,
        'mf-admin': env.REMOTE_MF_ADMIN_MANIFEST,
        'mf-tech': env.REMOTE_MF_TECH_MANIFEST,
      },
      features: {},
    };
  }

  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Where the shell finds each remote', description: 'Read by the shell at every start-up.' })
  @ApiOkResponse({ description: 'Remote manifests by name, and feature flags', schema: { type: 'object', properties: { remotes: { type: 'object', additionalProperties: { type: 'string' } }, features: { type: 'object', additionalProperties: { type: 'boolean' } } } } })
  runtimeConfig(): RuntimeConfig {
    return this.config;
  }
}
