import { ApiProperty } from '@nestjs/swagger';
import type { InspectionListItem, InspectionListPage } from '@irrigo/contracts';
import { InspectionResponse } from '../../inspections/dto/inspection.response.js';

export class InspectionListItemResponse extends InspectionResponse implements InspectionListItem {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
}

export class InspectionListPageResponse implements InspectionListPage {
  @ApiProperty({ type: [InspectionListItemResponse] }) items!: InspectionListItemResponse[];
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
  @ApiProperty({ type: 'integer', description: 'Inspections the filters match, on every page' }) total!: number;
}
