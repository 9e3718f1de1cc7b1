import { ApiProperty } from '@nestjs/swagger';
import { INSPECTION_SOURCES, INSPECTION_STATUSES, type Inspection, type InspectionSource, type InspectionStatus } from '@irrigo/contracts';

/** libs/contracts Inspection as an OpenAPI schema. */
export class InspectionResponse implements Inspection {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'IRR-2026-0042' }) reportNumber!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty() clientAddress!: string;
  @ApiProperty({ description: `One of ${INSPECTION_STATUSES.join(', ')}, or another status shown as is` }) status!: InspectionStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null until completed' }) completedDate!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) savedAt!: string;
  @ApiProperty({ example: '1250.00', description: 'Dollars with 2 decimals (stored as integer cents)' }) estimatedTotal!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
  @ApiProperty() inspectorName!: string;
  @ApiProperty({ enum: INSPECTION_SOURCES }) source!: InspectionSource;
}
