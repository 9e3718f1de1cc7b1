import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { OfOrganizationQuery } from './of-organization.query.js';

/** GET /internal/letterhead?organizationId=…[&locationId=…]: the organization's letterhead, with one of its locations. */
export class LetterheadQuery extends OfOrganizationQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'The location the report comes from (the inspection’s)' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
