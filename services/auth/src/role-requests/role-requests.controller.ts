import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { RoleRequest, RoleRequestsResponse, IdentityClaims, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { ApproveRoleRequestDto } from './dto/approve-role-request.dto.js';
import { RoleRequestIdParams } from './dto/role-request-id.params.js';
import { RoleRequestsService } from './role-requests.service.js';

/** Access requests from sign-up, for the organization's administrators. */
@Controller('api/auth/role-requests')
export class RoleRequestsController {
  constructor(private readonly roleRequests: RoleRequestsService) {}

  /** GET /api/auth/role-requests: pending requests, oldest first. */
  @Roles('admin', 'manager')
  @Get()
  @Header('Cache-Control', 'no-store')
  async list(): Promise<RoleRequestsResponse> {
    return { requests: await this.roleRequests.pending() };
  }

  /** POST /api/auth/role-requests/:id/approve {technicianId?} */
  @Roles('admin', 'manager')
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
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
  decline(@Param() params: RoleRequestIdParams, @CurrentUser() actor: VerifiedUser, @RequestClient() client: SessionClient): Promise<RoleRequest> {
    return this.roleRequests.decline(params.id, actor, client);
  }
}
