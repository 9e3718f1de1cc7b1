import { Controller, Get, Headers, HttpStatus, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { PricebookCatalogue, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { PricebookCatalogueSchema } from './dto/pricebook.responses.js';
import { PricebookCatalogueService } from './pricebook-catalogue.service.js';

@ApiTags('pricebook')
@Controller('api/pricebook/catalogue')
export class PricebookCatalogueController {
  constructor(private readonly catalogue: PricebookCatalogueService) {}

  /**
   * The technicians' offline copy. The version is checked before the catalogue is read, so a phone whose copy
   * is current costs one aggregate query and gets 304 with no body.
   */
  @Get()
  @SignedIn()
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The version (ETag) of the copy the device holds' })
  @ApiOperation({ summary: 'The whole active catalogue with its version', description: 'ETag = version; If-None-Match with the current version answers 304.' })
  @ApiOkResponse({ description: 'Active categories (tree order) and items', type: PricebookCatalogueSchema })
  @ApiResponse({ status: HttpStatus.NOT_MODIFIED, description: 'The device’s copy is current' })
  async get(
    @CurrentUser() user: VerifiedUser,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PricebookCatalogue | undefined> {
    // A private copy per signed-in person, always revalidated: prices change and must not be served stale by a cache.
    response.setHeader('cache-control', 'private, no-cache');
    const current = await this.catalogue.version(user.organizationId);
    if (ifNoneMatch && etagsOf(ifNoneMatch).includes(current)) {
      response.setHeader('etag', `"${current}"`);
      response.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    const catalogue = await this.catalogue.catalogue(scopeOfUser(user), user.organizationId);
    response.setHeader('etag', `"${catalogue.version}"`);
    return catalogue;
  }
}

/** The versions an If-None-Match names (`"a", W/"b"`), without quotes or weak markers. */
function etagsOf(header: string): string[] {
  return header.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
}
