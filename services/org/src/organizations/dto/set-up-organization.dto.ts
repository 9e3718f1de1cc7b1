import { ORGANIZATION_NAME_MAX_LENGTH, type OrganizationSetupRequest } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class SetUpOrganizationDto implements OrganizationSetupRequest {
  @ApiProperty({ maxLength: ORGANIZATION_NAME_MAX_LENGTH, example: 'Riego Verde' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'organizationName is required' })
  @MaxLength(ORGANIZATION_NAME_MAX_LENGTH)
  organizationName!: string;
}
