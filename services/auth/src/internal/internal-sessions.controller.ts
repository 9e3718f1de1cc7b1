import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { VerifiedAccount } from '@irrigo/contracts';
import { Internal } from '@irrigo/nest-kit';
import { SessionsService } from '../sessions/sessions.service.js';
import { ResolveSessionDto } from './dto/resolve-session.dto.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

export interface ResolveSessionResponse {
  /** Role null for an account that has none yet; the gateway forwards it as it is and services decide. */
  user: VerifiedAccount | null;
}

@ApiTags('internal')
@Controller('internal/sessions')
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /**
   * POST /internal/sessions/resolve: the gateway asks who a session cookie belongs to. Only the gateway turns
   * cookies into identities; no other service has a reason to hold a session token.
   */
  @Internal('gateway')
  @Post('resolve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Who a session cookie belongs to (the gateway, on every /api request)' })
  @ApiOkResponse({
    description: 'The account (role null while it has none), or null for no valid session',
    schema: {
      type: 'object',
      properties: {
        user: {
          type: 'object',
          nullable: true,
          properties: {
            id: { type: 'string', format: 'uuid' },
            email: { type: 'string' },
            name: { type: 'string' },
            role: { type: 'string', nullable: true },
            organizationId: { type: 'string', nullable: true },
            locationId: { type: 'string', nullable: true },
            technicianId: { type: 'string', nullable: true },
            sessionId: { type: 'string', format: 'uuid' },
          },
        },
      },
    },
  })
  async resolve(@Body() dto: ResolveSessionDto): Promise<ResolveSessionResponse> {
    return { user: await this.sessions.resolve(dto.token) };
  }
}
