import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { BulkAccountCandidatesResponse, BulkAccountsResponse, IdentityClaims, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, RequestIdentity, Roles } from '@irrigo/nest-kit';
import type { Request } from 'express';
import { RequestClient } from '../sessions/request-client.decorator.js';
import type { SessionClient } from '../sessions/sessions.service.js';
import { BulkAccountsService } from './bulk-accounts.service.js';
import { IssueBulkAccountsDto } from './dto/issue-bulk-accounts.dto.js';

/** Accounts for many roster technicians at once; admins and managers reach every location of their organization. */
@Controller('api/admin/bulk-accounts')
export class BulkAccountsController {
  constructor(private readonly bulkAccounts: BulkAccountsService) {}

  /** GET /api/admin/bulk-accounts/candidates */
  @Roles('admin', 'manager')
  @Get('candidates')
  async candidates(@CurrentUser() actor: VerifiedUser, @RequestIdentity() identity: IdentityClaims): Promise<BulkAccountCandidatesResponse> {
    return { candidates: await this.bulkAccounts.candidates(actor, identity.rid) };
  }

  /** POST /api/admin/bulk-accounts: codes for a sheet are in this answer only, and never again. */
  @Roles('admin', 'manager')
  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
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
