import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PricebookCategoriesResponse, PricebookCategory, PricebookCategoryCountsResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { ListPricebookCategoriesQuery } from './dto/list-pricebook.query.js';
import { CreatePricebookCategoryDto, UpdatePricebookCategoryDto } from './dto/pricebook-category.dto.js';
import { PricebookIdParams } from './dto/pricebook-id.params.js';
import { PricebookCategoriesResponseSchema, PricebookCategoryCountsResponseSchema, PricebookCategorySchema } from './dto/pricebook.responses.js';
import { IfMatchVersion } from './if-match-version.decorator.js';
import { PricebookCategoriesService } from './pricebook-categories.service.js';

export const IF_MATCH_HEADER = { name: 'If-Match', required: true, description: 'The version being edited, e.g. "3"; a stale one answers 412' } as const;

@ApiTags('pricebook')
@Controller('api/pricebook/categories')
export class PricebookCategoriesController {
  constructor(private readonly categories: PricebookCategoriesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The pricebook’s categories in tree order', description: 'Everyone signed in to the organization reads them.' })
  @ApiOkResponse({ description: 'The categories, parents before children', type: PricebookCategoriesResponseSchema })
  async list(@CurrentUser() user: VerifiedUser, @Query() query: ListPricebookCategoriesQuery): Promise<PricebookCategoriesResponse> {
    return { categories: await this.categories.list(scopeOfUser(user), query.active) };
  }

  /** Declared before `:id` routes, so that "counts" is never read as an id. */
  @Get('counts')
  @SignedIn()
  @ApiOperation({
    summary: 'How many items each category holds',
    description: 'Items directly in each category (not its sub-categories), null for those in none; `active` counts only active or archived items.',
  })
  @ApiOkResponse({ description: 'One count per category that has items', type: PricebookCategoryCountsResponseSchema })
  async counts(@CurrentUser() user: VerifiedUser, @Query() query: ListPricebookCategoriesQuery): Promise<PricebookCategoryCountsResponse> {
    return { counts: await this.categories.itemCounts(scopeOfUser(user), query.active) };
  }

  @Post()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Create a category', description: 'Under a parent of the same organization, at most four levels deep.' })
  @ApiCreatedResponse({ description: 'The category', type: PricebookCategorySchema })
  create(@CurrentUser() user: VerifiedUser, @Body() body: CreatePricebookCategoryDto): Promise<PricebookCategory> {
    return this.categories.create(scopeOfUser(user), user.organizationId as string, body);
  }

  @Patch(':id')
  @Roles('admin', 'manager')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'Change a category', description: 'Only when If-Match is still its version (412 STALE_VERSION otherwise).' })
  @ApiOkResponse({ description: 'The category with its new version', type: PricebookCategorySchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  update(
    @CurrentUser() user: VerifiedUser,
    @Param() params: PricebookIdParams,
    @IfMatchVersion() version: number,
    @Body() body: UpdatePricebookCategoryDto,
  ): Promise<PricebookCategory> {
    return this.categories.update(scopeOfUser(user), params.id, version, body);
  }

  @Post(':id/archive')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'Archive a category', description: 'Never deleted; PATCH {active: true} brings it back.' })
  @ApiOkResponse({ description: 'The archived category', type: PricebookCategorySchema })
  @ApiErrors('NOT_FOUND', 'STALE_VERSION')
  archive(@CurrentUser() user: VerifiedUser, @Param() params: PricebookIdParams, @IfMatchVersion() version: number): Promise<PricebookCategory> {
    return this.categories.archive(scopeOfUser(user), params.id, version);
  }
}
