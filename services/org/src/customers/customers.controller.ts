import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerDetail, CustomerListResponse, CustomerSyncResult, CustomerSyncStatusResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, DomainException, Roles, scopeOfUser } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { CustomerSyncService } from './customer-sync.service.js';
import { CustomersService } from './customers.service.js';
import { CustomerIdParams } from './dto/customer-id.params.js';
import { CustomerDetailSchema, CustomerListResponseSchema, CustomerSyncResultSchema, CustomerSyncStatusResponseSchema } from './dto/customer.responses.js';
import { ListCustomersQuery } from './dto/list-customers.query.js';
import { UpdateCustomerBody } from './dto/update-customer.body.js';

@ApiTags('customers')
@Controller('api/customers')
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly customerSync: CustomerSyncService,
  ) {}

  @Get()
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'Search the customers, a page at a time',
    description:
      'Archived customers are left out. A technician sees the customers of the jobs assigned to them, a supervisor their location’s, admins and managers the organization’s. Search ignores case and accents and reads phone numbers as digits.',
  })
  @ApiOkResponse({ description: 'One page of customers', type: CustomerListResponseSchema })
  @ApiErrors('NOT_FOUND', 'TECHNICIAN_NOT_FOUND')
  list(@CurrentUser() user: VerifiedUser, @Query() query: ListCustomersQuery): Promise<CustomerListResponse> {
    return this.customers.list(scopeOfUser(user), query);
  }

  /** When customers were last synced and how it went, for the customers screen (the organization's own runs only). */
  @Get('sync')
  @Roles('admin', 'manager', 'supervisor')
  @ApiOperation({ summary: 'The latest customer sync with Housecall Pro', description: 'null before the first sync of the organization.' })
  @ApiOkResponse({ description: 'The latest run', type: CustomerSyncStatusResponseSchema })
  async lastSync(@CurrentUser() user: VerifiedUser): Promise<CustomerSyncStatusResponse> {
    return { lastRun: await this.customerSync.lastRunOf(user.organizationId) };
  }

  /** Pulls the technicians' customers from Housecall Pro now; 503 HCP_UNAVAILABLE (nothing changed) when HCP fails. */
  @Post('sync')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Pull the customers from Housecall Pro now', description: 'Nothing changes when Housecall Pro fails.' })
  @ApiOkResponse({ description: 'What changed', type: CustomerSyncResultSchema })
  @ApiErrors('CONFLICT', 'NOT_FOUND', 'HCP_UNAVAILABLE')
  sync(@CurrentUser() user: VerifiedUser): Promise<CustomerSyncResult> {
    return this.customerSync.syncFor(user.organizationId);
  }

  @Get(':id')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({ summary: 'A customer with sites and Housecall Pro jobs', description: 'The ETag header carries the version PATCH expects in If-Match.' })
  @ApiOkResponse({ description: 'The customer', type: CustomerDetailSchema })
  @ApiErrors('NOT_FOUND')
  async detail(@CurrentUser() user: VerifiedUser, @Param() params: CustomerIdParams, @Res({ passthrough: true }) response: Response): Promise<CustomerDetail> {
    const customer = await this.customers.detail(scopeOfUser(user), params.id);
    response.setHeader('ETag', `"${customer.version}"`);
    return customer;
  }

  /** Irrigo's own fields only (language, Do Not Service, access notes); contact details change in HCP. */
  @Patch(':id')
  @Roles('admin', 'manager', 'supervisor')
  @ApiOperation({
    summary: 'Change what Irrigo keeps about a customer',
    description:
      'Language, Do Not Service and the sites’ access notes. Send the version read (ETag) in If-Match; 412 STALE_VERSION when someone changed it since.',
  })
  @ApiHeader({ name: 'If-Match', required: true, description: 'The customer’s version, as its ETag gave it' })
  @ApiOkResponse({ description: 'The customer as changed', type: CustomerDetailSchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  async update(
    @CurrentUser() user: VerifiedUser,
    @Param() params: CustomerIdParams,
    @Body() body: UpdateCustomerBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerDetail> {
    const customer = await this.customers.update(scopeOfUser(user), params.id, versionOf(ifMatch), body);
    response.setHeader('ETag', `"${customer.version}"`);
    return customer;
  }
}

/** `If-Match: "3"` (also `W/"3"` or a bare 3) → 3; anything else is a 400 naming the header. */
export function versionOf(ifMatch: string | undefined): number {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch ?? '');
  if (!match) throw DomainException.validation(['If-Match must carry the customer’s version (its ETag)']);
  return Number(match[1]);
}
