import { PRICEBOOK_LIMITS, type PricebookCsvImportBody } from '@irrigo/contracts';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class PricebookCsvImportDto implements PricebookCsvImportBody {
  @ApiProperty({ description: 'The CSV text, header first (the export’s columns)', maxLength: PRICEBOOK_LIMITS.csvMaxBytes })
  @IsString()
  @IsNotEmpty({ message: 'csv is required' })
  @MaxLength(PRICEBOOK_LIMITS.csvMaxBytes)
  csv!: string;

  @ApiProperty({ description: 'true: answer the diff and the errors, change nothing' })
  @IsBoolean()
  dryRun!: boolean;
}
