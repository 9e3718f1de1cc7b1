import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { PricebookBulkResult, PricebookCsvImportResult, PricebookItem, PricebookItemPage, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { ListPricebookItemsQuery, PricebookItemFilterQuery } from './dto/list-pricebook.query.js';
import { PricebookBulkDto } from './dto/pricebook-bulk.dto.js';
import { PricebookCsvImportDto } from './dto/pricebook-csv-import.dto.js';
import { PricebookIdParams } from './dto/pricebook-id.params.js';
import { CreatePricebookItemDto, UpdatePricebookItemDto } from './dto/pricebook-item.dto.js';
import { PricebookBulkResultSchema, PricebookCsvImportResultSchema, PricebookItemPageSchema, PricebookItemSchema } from './dto/pricebook.responses.js';
import { IfMatchVersion } from './if-match-version.decorator.js';
import { IF_MATCH_HEADER } from './pricebook-categories.controller.js';
import { PricebookBulkService } from './pricebook-bulk.service.js';
import { PricebookCsvService } from './pricebook-csv.service.js';
import { PricebookItemsService } from './pricebook-items.service.js';

@ApiTags('pricebook')
@Controller('api/pricebook/items')
export class PricebookItemsController {
  constructor(
    private readonly items: PricebookItemsService,
    private readonly bulk: PricebookBulkService,
    private readonly csv: PricebookCsvService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary: 'Search the pricebook’s items',
    description: '`q` finds words in the names (en, es), SKU and descriptions, ignoring case and accents; a category includes its sub-categories.',
  })
  @ApiOkResponse({ description: 'One page of items, by English name', type: PricebookItemPageSchema })
  @ApiErrors('NOT_FOUND')
  list(@CurrentUser() user: VerifiedUser, @Query() query: ListPricebookItemsQuery): Promise<PricebookItemPage> {
    return this.items.list(scopeOfUser(user), query);
  }

  /** Declared before `:id` so that Express does not read "export.csv" as an id. */
  @Get('export.csv')
  @Roles('admin', 'manager')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="pricebook.csv"')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The filtered items as CSV', description: 'The same filters as the list, every page; prices in decimal USD.' })
  @ApiOkResponse({ description: 'CSV with the columns of PRICEBOOK_CSV_COLUMNS', schema: { type: 'string' } })
  @ApiErrors('NOT_FOUND')
  async export(@CurrentUser() user: VerifiedUser, @Query() query: PricebookItemFilterQuery): Promise<string> {
    // A byte-order mark, so that spreadsheet programs read the Spanish names as UTF-8.
    return `\uFEFF${await this.csv.export(scopeOfUser(user), query)}`;
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One item' })
  @ApiOkResponse({ description: 'The item', type: PricebookItemSchema })
  @ApiErrors('NOT_FOUND')
  get(@CurrentUser() user: VerifiedUser, @Param() params: PricebookIdParams): Promise<PricebookItem> {
    return this.items.get(scopeOfUser(user), params.id);
  }

  @Post()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Create an item' })
  @ApiCreatedResponse({ description: 'The item', type: PricebookItemSchema })
  create(@CurrentUser() user: VerifiedUser, @Body() body: CreatePricebookItemDto): Promise<PricebookItem> {
    return this.items.create(scopeOfUser(user), user.organizationId as string, body);
  }

  @Post('bulk')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary: 'Change many items at once',
    description:
      'Price by percent or cents, move to a category, activate or deactivate. `dryRun` answers every row’s before and after; the real run applies all rows in one transaction, or none when any version is stale (412, details = the stale ids).',
  })
  @ApiOkResponse({ description: 'Every row before and after', type: PricebookBulkResultSchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  runBulk(@CurrentUser() user: VerifiedUser, @Body() body: PricebookBulkDto): Promise<PricebookBulkResult> {
    return this.bulk.run(scopeOfUser(user), body);
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({
    summary: 'Import items from CSV',
    description: '`dryRun` answers new, changed and unchanged rows and row-level errors; the real run applies a file without errors in one transaction.',
  })
  @ApiOkResponse({ description: 'The diff (and whether it was applied)', type: PricebookCsvImportResultSchema })
  import(@CurrentUser() user: VerifiedUser, @Body() body: PricebookCsvImportDto): Promise<PricebookCsvImportResult> {
    return this.csv.import(scopeOfUser(user), user.organizationId as string, body.csv, body.dryRun);
  }

  @Patch(':id')
  @Roles('admin', 'manager')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'Change an item', description: 'Only when If-Match is still its version (412 STALE_VERSION otherwise).' })
  @ApiOkResponse({ description: 'The item with its new version', type: PricebookItemSchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  update(
    @CurrentUser() user: VerifiedUser,
    @Param() params: PricebookIdParams,
    @IfMatchVersion() version: number,
    @Body() body: UpdatePricebookItemDto,
  ): Promise<PricebookItem> {
    return this.items.update(scopeOfUser(user), params.id, version, body);
  }

  @Post(':id/archive')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'Archive an item', description: 'Never deleted (estimates and stock point at it); PATCH {active: true} brings it back.' })
  @ApiOkResponse({ description: 'The archived item', type: PricebookItemSchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  archive(@CurrentUser() user: VerifiedUser, @Param() params: PricebookIdParams, @IfMatchVersion() version: number): Promise<PricebookItem> {
    return this.items.archive(scopeOfUser(user), params.id, version);
  }
}
