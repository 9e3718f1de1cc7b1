import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PricebookSyncPreview, PricebookSyncReport, PricebookSyncRunsResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles } from '@irrigo/nest-kit';
import { PricebookSyncPreviewSchema, PricebookSyncReportSchema, PricebookSyncRunsResponseSchema } from './dto/pricebook.responses.js';
import { PricebookSyncService } from './pricebook-sync.service.js';

@ApiTags('pricebook')
@Controller('api/pricebook/sync')
export class PricebookSyncController {
  constructor(private readonly sync: PricebookSyncService) {}

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary: 'What a sync with Housecall Pro would change',
    description: 'Reads HCP’s price book and answers the diff (created, updated, archived, unchanged, with rows); changes nothing.',
  })
  @ApiOkResponse({ description: 'The diff', type: PricebookSyncPreviewSchema })
  @ApiErrors('NOT_FOUND', 'HCP_UNAVAILABLE')
  preview(@CurrentUser() user: VerifiedUser): Promise<PricebookSyncPreview> {
    return this.sync.preview(user.organizationId);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary: 'Sync the pricebook with Housecall Pro now',
    description: 'Applies the diff in one transaction and keeps the report; items HCP no longer has are archived. Nothing changes when HCP fails (503).',
  })
  @ApiOkResponse({ description: 'The run’s report', type: PricebookSyncReportSchema })
  @ApiErrors('NOT_FOUND', 'HCP_UNAVAILABLE')
  run(@CurrentUser() user: VerifiedUser): Promise<PricebookSyncReport> {
    return this.sync.run(user.organizationId);
  }

  @Get('runs')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'The latest pricebook syncs, newest first' })
  @ApiOkResponse({ description: 'The reports', type: PricebookSyncRunsResponseSchema })
  async runs(@CurrentUser() user: VerifiedUser): Promise<PricebookSyncRunsResponse> {
    return { runs: await this.sync.recentRuns(user.organizationId) };
  }
}
