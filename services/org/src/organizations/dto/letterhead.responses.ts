import { ApiProperty } from '@nestjs/swagger';
import type { LetterheadLocation, LetterheadResponse } from '@irrigo/contracts';

export class LetterheadOrganizationSchema {
  @ApiProperty() name!: string;
}

export class LetterheadLocationSchema implements LetterheadLocation {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Street address' }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode!: string | null;
}

export class LetterheadResponseSchema implements LetterheadResponse {
  @ApiProperty({ type: LetterheadOrganizationSchema }) organization!: { name: string };
  @ApiProperty({
    type: LetterheadLocationSchema,
    nullable: true,
    description: 'null when no location was asked for, or it is not one of the organization’s',
  })
  location!: LetterheadLocation | null;
}
