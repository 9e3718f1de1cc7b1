import { ApiProperty } from '@nestjs/swagger';
import {
  TECHNICIAN_SYNC_FAILURES,
  type Technician,
  type TechnicianSyncFailure,
  type TechnicianSyncResult,
  type TechnicianSyncRun,
  type TechnicianSyncStatusResponse,
  type TechniciansResponse,
} from '@irrigo/contracts';

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
  @ApiProperty({ type: String, nullable: true, description: 'Housecall Pro’s role, as it words it (`field tech`)' }) role!: string | null;
  @ApiProperty({ type: String, format: 'uri', nullable: true, description: 'Housecall Pro’s photo of the employee' }) avatarUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#EF6C00', description: 'Housecall Pro’s calendar colour' }) colorHex!: string | null;
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

export class TechnicianSyncRunSchema implements TechnicianSyncRun {
  @ApiProperty({ enum: ['ok', 'failed'] }) status!: 'ok' | 'failed';
  @ApiProperty({ format: 'date-time' }) finishedAt!: string;
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) deactivated!: number;
  @ApiProperty({ enum: TECHNICIAN_SYNC_FAILURES, nullable: true, description: 'Why the run failed; null when it went well' })
  failure!: TechnicianSyncFailure | null;
}

export class TechnicianSyncStatusResponseSchema implements TechnicianSyncStatusResponse {
  @ApiProperty({ type: TechnicianSyncRunSchema, nullable: true, description: 'null before the organization’s first sync' })
  lastRun!: TechnicianSyncRun | null;
}
