import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type OpenAPIObject } from '@nestjs/swagger';
import { Probe } from '../identity/access.decorators.js';
import { OpenApiDocument } from './openapi-document.js';

/**
 * The gateway reads this to merge /api/docs/openapi.json. A probe route like /health: it holds the shape of
 * the routes and nothing else, it is served on the services' private addresses only, and the gateway refuses
 * /internal/* from outside, so it needs no credential (one fewer thing to keep in step with service keys).
 */
@ApiTags('internal')
@Controller('internal/openapi.json')
@Probe()
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "This service's OpenAPI document" })
  @ApiOkResponse({ description: 'The OpenAPI 3 document of every route of this service', schema: { type: 'object' } })
  read(): OpenAPIObject {
    return this.document.get();
  }
}
