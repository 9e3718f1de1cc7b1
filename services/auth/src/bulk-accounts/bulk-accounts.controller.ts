import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { BulkAccountCandidatesResponse, BulkAccountsResponse, IdentityClaims, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import type { Request } from 'express';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { BulkAccountsService } from './bulk-accounts.service.js';
import { IssueBulkAccountsDto } from './dto/issue-bulk-accounts.dto.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BulkAccountCandidatesResponseSchema, BulkAccountsResponseSchema } from './dto/bulk-accounts.responses.js';

/** Accounts for many roster technicians at once; admins and managers reach every location of their organization. */
@ApiTags('accounts')
@Controller('api/admin/bulk-accounts')
export class BulkAccountsController {
  constructor(private readonly bulkAccounts: BulkAccountsService) {}

  /** GET /api/admin/bulk-accounts/candidates */
  @Roles('admin', 'manager')
  @Get('candidates')
  @ApiOperation({ summary: 'Roster technicians who could get an account, by name' })
  @ApiOkResponse({ description: 'The active roster with each technician’s account state', type: BulkAccountCandidatesResponseSchema })
  @ApiErrors('UPSTREAM_UNAVAILABLE')
  async candidates(@CurrentUser() actor: VerifiedUser, @RequestIdentity() identity: IdentityClaims): Promise<BulkAccountCandidatesResponse> {
    return { candidates: await this.bulkAccounts.candidates(actor, identity.rid) };
  }

  /** POST /api/admin/bulk-accounts: codes for a sheet are in this answer only, and never again. */
  @Roles('admin', 'manager')
  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Create accounts for many technicians at once',
    description: 'Each gets a one-time activation code, e-mailed or returned once for a printed sheet.',
  })
  @ApiOkResponse({ description: 'One result per technician', type: BulkAccountsResponseSchema })
  @ApiErrors('TECHNICIAN_NOT_FOUND', 'UPSTREAM_UNAVAILABLE')
  async issue(
    @Body() dto: IssueBulkAccountsDto,
    @CurrentUser() actor: VerifiedUser,
    @RequestIdentity() identity: IdentityClaims,
    @RequestClient() client: SessionClient,
    @Req() request: Request,
  ): Promise<BulkAccountsResponse> {
    const origin = request.get('origin');
    return { results: await this.bulkAccounts.issue(dto, { actor, client, requestId: identity.rid, origin }) };
  }
}
