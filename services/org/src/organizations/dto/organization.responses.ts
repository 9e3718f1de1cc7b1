import { ApiProperty } from '@nestjs/swagger';
import {
  ORGANIZATION_TYPES,
  type CurrentOrganizationResponse,
  type Location,
  type Organization,
  type OrganizationSetupResponse,
  type OrganizationType,
} from '@irrigo/contracts';

export class OrganizationSchema implements Organization {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ORGANIZATION_TYPES }) type!: OrganizationType;
}

export class CurrentOrganizationResponseSchema implements CurrentOrganizationResponse {
  @ApiProperty({ type: OrganizationSchema }) organization!: Organization;
}

export class SetUpLocationSchema implements Pick<Location, 'id' | 'name'> {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class OrganizationSetupResponseSchema implements OrganizationSetupResponse {
  @ApiProperty({ type: OrganizationSchema }) organization!: Organization;
  @ApiProperty({ type: SetUpLocationSchema, description: 'The first location, created with the organization' }) location!: Pick<Location, 'id' | 'name'>;
}
