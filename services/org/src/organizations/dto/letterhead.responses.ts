import { ApiProperty } from '@nestjs/swagger';
import type { LetterheadLocation, LetterheadResponse, OrganizationContact } from '@irrigo/contracts';

export class LetterheadOrganizationSchema implements OrganizationContact {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'An http(s) address' }) website!: string | null;
}

export class LetterheadLocationSchema implements LetterheadLocation {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Street address' }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The location’s own phone; the report prefers it to the organization’s' }) phone!: string | null;
}

export class LetterheadResponseSchema implements LetterheadResponse {
  @ApiProperty({ type: LetterheadOrganizationSchema }) organization!: LetterheadResponse['organization'];
  @ApiProperty({
    type: LetterheadLocationSchema,
    nullable: true,
    description: 'null when no location was asked for, or it is not one of the organization’s',
  })
  location!: LetterheadLocation | null;
}
