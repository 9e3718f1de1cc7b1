import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BULK_ACCOUNT_SKIP_REASONS,
  BULK_ACCOUNT_STATUSES,
  TECHNICIAN_ACCOUNT_STATES,
  type BulkAccountCandidate,
  type BulkAccountCandidatesResponse,
  type BulkAccountResult,
  type BulkAccountSkipReason,
  type BulkAccountStatus,
  type BulkAccountsResponse,
  type TechnicianAccountState,
} from '@irrigo/contracts';

export class BulkAccountCandidateSchema implements BulkAccountCandidate {
  @ApiProperty({ format: 'uuid' }) technicianId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ enum: TECHNICIAN_ACCOUNT_STATES }) accountState!: TechnicianAccountState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'For a pending account: when its latest code expires' }) activationExpiresAt!:
    string | null;
}

export class BulkAccountCandidatesResponseSchema implements BulkAccountCandidatesResponse {
  @ApiProperty({ type: [BulkAccountCandidateSchema] }) candidates!: BulkAccountCandidate[];
}

export class BulkAccountResultSchema implements BulkAccountResult {
  @ApiProperty({ format: 'uuid' }) technicianId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: BULK_ACCOUNT_STATUSES }) status!: BulkAccountStatus;
  @ApiPropertyOptional({ enum: BULK_ACCOUNT_SKIP_REASONS }) reason?: BulkAccountSkipReason;
  @ApiPropertyOptional({ description: "Only for 'on-sheet', only in this answer: never retrievable again" }) activationCode?: string;
  @ApiPropertyOptional({ format: 'date-time' }) expiresAt?: string;
}

export class BulkAccountsResponseSchema implements BulkAccountsResponse {
  @ApiProperty({ type: [BulkAccountResultSchema] }) results!: BulkAccountResult[];
}
