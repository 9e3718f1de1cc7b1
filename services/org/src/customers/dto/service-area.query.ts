import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { OfOrganizationQuery } from '../../organizations/dto/of-organization.query.js';

/** GET /internal/service-areas?organizationId=…[&locationId=…]: the organization's service area, or one location's. */
export class ServiceAreaQuery extends OfOrganizationQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this location’s service area' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
