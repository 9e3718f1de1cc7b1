import { ApiProperty } from '@nestjs/swagger';
import type { InspectionDocument, InspectionRecord } from '@irrigo/contracts';

/** libs/contracts InspectionRecord as an OpenAPI schema. */
export class InspectionRecordResponse implements InspectionRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'IR-261125-7K3M9QXZ' }) reportNumber!: string;
  @ApiProperty({ example: 'draft' }) status!: string;
  @ApiProperty({ type: 'integer', description: 'The version the ETag carries and an update names in If-Match' }) version!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The InspectionDocument (libs/contracts inspection-form.ts)' })
  document!: InspectionDocument;
  @ApiProperty() clientName!: string;
  @ApiProperty() clientAddress!: string;
  @ApiProperty({ example: '1250.00', description: 'Dollars with 2 decimals, from the document' }) estimatedTotal!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
  @ApiProperty() inspectorName!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the device created it' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) savedAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Stamped the first time it is completed' }) completedDate!: string | null;
  @ApiProperty({ type: [String], description: 'Media ids whose bytes the service holds' }) uploadedMediaIds!: string[];
}
