import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_NOTES_MAX_LENGTH,
  DO_NOT_SERVICE_REASON_MAX_LENGTH,
  GATE_CODE_MAX_LENGTH,
  LANGUAGES,
  type AccessNotes,
  type DoNotService,
  type PreferredLanguage,
  type SiteAccessNotesUpdate,
  type UpdateCustomerRequest,
} from '@irrigo/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

export class DoNotServiceBody implements DoNotService {
  @ApiProperty()
  @IsBoolean({ message: 'doNotService.active must be true or false' })
  active!: boolean;

  @ApiProperty({ type: String, nullable: true, maxLength: DO_NOT_SERVICE_REASON_MAX_LENGTH })
  @ValidateIf((_body, value) => value !== null)
  @IsString({ message: 'doNotService.reason must be text' })
  @MaxLength(DO_NOT_SERVICE_REASON_MAX_LENGTH, { message: `doNotService.reason must be at most ${DO_NOT_SERVICE_REASON_MAX_LENGTH} characters` })
  reason!: string | null;
}

export class AccessNotesBody implements AccessNotes {
  @ApiProperty({ type: String, nullable: true, maxLength: GATE_CODE_MAX_LENGTH })
  @ValidateIf((_body, value) => value !== null)
  @IsString({ message: 'accessNotes.gateCode must be text' })
  @MaxLength(GATE_CODE_MAX_LENGTH, { message: `accessNotes.gateCode must be at most ${GATE_CODE_MAX_LENGTH} characters` })
  gateCode!: string | null;

  @ApiProperty({ description: 'A dog on the property' })
  @IsBoolean({ message: 'accessNotes.dog must be true or false' })
  dog!: boolean;

  @ApiProperty({ type: String, nullable: true, maxLength: ACCESS_NOTES_MAX_LENGTH })
  @ValidateIf((_body, value) => value !== null)
  @IsString({ message: 'accessNotes.notes must be text' })
  @MaxLength(ACCESS_NOTES_MAX_LENGTH, { message: `accessNotes.notes must be at most ${ACCESS_NOTES_MAX_LENGTH} characters` })
  notes!: string | null;
}

export class SiteAccessNotesBody implements SiteAccessNotesUpdate {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'sites.siteId must be a site id' })
  siteId!: string;

  @ApiProperty({ type: AccessNotesBody })
  @ValidateNested()
  @Type(() => AccessNotesBody)
  accessNotes!: AccessNotesBody;
}

/** What the office may change: Irrigo's own fields. Contact fields are HCP's and change there. */
export class UpdateCustomerBody implements UpdateCustomerRequest {
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Once set here, syncs never overwrite it' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `preferredLanguage must be one of ${LANGUAGES.join(', ')}` })
  preferredLanguage?: PreferredLanguage;

  @ApiPropertyOptional({ type: DoNotServiceBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => DoNotServiceBody)
  doNotService?: DoNotServiceBody;

  @ApiPropertyOptional({ type: [SiteAccessNotesBody], description: 'Access notes of some of the customer’s sites' })
  @IsOptional()
  @IsArray({ message: 'sites must be a list' })
  @ArrayMaxSize(100, { message: 'sites must hold at most 100 entries' })
  @ValidateNested({ each: true })
  @Type(() => SiteAccessNotesBody)
  sites?: SiteAccessNotesBody[];
}
