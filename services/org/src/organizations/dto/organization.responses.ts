import { ApiProperty } from '@nestjs/swagger';
import {
  ORGANIZATION_CONTACT_SOURCES,
  ORGANIZATION_TYPES,
  type CurrentOrganizationResponse,
  type OrganizationContactSource,
  type OrganizationProfile,
  type OrganizationProfileResponse,
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

export class OrganizationProfileSchema extends OrganizationSchema implements OrganizationProfile {
  @ApiProperty({ type: String, nullable: true, example: '(512) 555-0100' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'office@greenvalley.com' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://greenvalley.com' }) website!: string | null;
  @ApiProperty({ enum: ORGANIZATION_CONTACT_SOURCES, description: 'housecall-pro: syncs keep the contact; office: saved here, syncs leave it alone' })
  contactSource!: OrganizationContactSource;
  @ApiProperty({ type: 'integer', description: 'Send it back in If-Match to change the organization' }) version!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class OrganizationProfileResponseSchema implements OrganizationProfileResponse {
  @ApiProperty({ type: OrganizationProfileSchema }) organization!: OrganizationProfile;
}
