import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { RoleRequest, RoleRequestsResponse, IdentityClaims, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { ApproveRoleRequestDto } from './dto/approve-role-request.dto.js';
import { RoleRequestIdParams } from './dto/role-request-id.params.js';
import { RoleRequestsService } from './role-requests.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RoleRequestSchema, RoleRequestsResponseSchema } from './dto/role-request.responses.js';

/** Access requests from sign-up, for the organization's administrators; another organization's request is not found (404). */
@ApiTags('accounts')
@Controller('api/auth/role-requests')
export class RoleRequestsController {
  constructor(private readonly roleRequests: RoleRequestsService) {}

  /** GET /api/auth/role-requests: pending requests, oldest first. */
  @Roles('admin', 'manager')
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Pending role requests of the caller’s organization, oldest first' })
  @ApiOkResponse({ description: 'The requests', type: RoleRequestsResponseSchema })
  async list(@CurrentUser() actor: VerifiedUser): Promise<RoleRequestsResponse> {
    return { requests: await this.roleRequests.pending(actor) };
  }

  /** POST /api/auth/role-requests/:id/approve {technicianId?} */
  @Roles('admin', 'manager')
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Approve a role request', description: 'A technician request names the roster technician the account signs in as.' })
  @ApiOkResponse({ description: 'The request, approved', type: RoleRequestSchema })
  @ApiErrors('NOT_FOUND', 'CONFLICT', 'TECHNICIAN_NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  approve(
    @Param() params: RoleRequestIdParams,
    @Body() dto: ApproveRoleRequestDto,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
  ): Promise<RoleRequest> {
    return this.roleRequests.approve(params.id, dto, actor, client, identity.rid);
  }

  /** POST /api/auth/role-requests/:id/decline */
  @Roles('admin', 'manager')
  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline a role request' })
  @ApiOkResponse({ description: 'The request, declined', type: RoleRequestSchema })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  decline(@Param() params: RoleRequestIdParams, @CurrentUser() actor: VerifiedUser, @RequestClient() client: SessionClient): Promise<RoleRequest> {
    return this.roleRequests.decline(params.id, actor, client);
  }
}
