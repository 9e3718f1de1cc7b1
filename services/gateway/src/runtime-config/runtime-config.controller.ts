import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { RuntimeConfig } from '@irrigo/contracts';
import { Public } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { remoteManifestsConfig } from '../gateway.env.js';

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

  constructor(@Inject(remoteManifestsConfig.KEY) manifests: ConfigType<typeof remoteManifestsConfig>) {
    this.config = { remotes: { ...manifests }, features: {} };
  }

  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Where the shell finds each remote', description: 'Read by the shell at every start-up.' })
  @ApiOkResponse({
    description: 'Remote manifests by name, and feature flags',
    schema: {
      type: 'object',
      properties: {
        remotes: { type: 'object', additionalProperties: { type: 'string' } },
        features: { type: 'object', additionalProperties: { type: 'boolean' } },
      },
    },
  })
  runtimeConfig(): RuntimeConfig {
    return this.config;
  }
}
