import { ApiProperty } from '@nestjs/swagger';
import type { Technician, TechnicianSyncResult, TechniciansResponse } from '@irrigo/contracts';

export class TechnicianSchema implements Technician {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The employee id in Housecall Pro' }) hcpEmployeeId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
}

export class TechniciansResponseSchema implements TechniciansResponse {
  @ApiProperty({ type: [TechnicianSchema] }) technicians!: Technician[];
}

export class TechnicianSyncResultSchema implements TechnicianSyncResult {
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) deactivated!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
}
