import { ApiProperty } from '@nestjs/swagger';
import {
  INSPECTION_AUDIT_ACTIONS,
  type InspectionAuditAction,
  type InspectionAuditDetails,
  type InspectionAuditEvent,
  type InspectionAuditEventsResponse,
} from '@irrigo/contracts';

class InspectionAuditDetailsSchema implements InspectionAuditDetails {
  @ApiProperty({ description: 'The inspection’s report number; empty when the entry did not record it' }) reportNumber!: string;
  @ApiProperty({ description: 'The client’s name; empty when the entry did not record it' }) clientName!: string;
  @ApiProperty({ example: 'completed', description: 'The inspection’s status at the time (draft, completed, or another as stored)' }) status!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) locationId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
}

export class InspectionAuditEventSchema implements InspectionAuditEvent {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: INSPECTION_AUDIT_ACTIONS }) action!: InspectionAuditAction;
  @ApiProperty({ format: 'uuid' }) inspectionId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The account that did it' }) actorId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Its e-mail as the session knew it' }) actorEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin', description: 'Its role at the time' }) actorRole!: string | null;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: InspectionAuditDetailsSchema, description: 'What identified the inspection at the time' }) details!: InspectionAuditDetailsSchema;
}

export class InspectionAuditEventsResponseSchema implements InspectionAuditEventsResponse {
  @ApiProperty({ type: [InspectionAuditEventSchema], description: 'Newest first' }) events!: InspectionAuditEventSchema[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pass as `before` for the next page; null at the end' }) nextBefore!:
    string | null;
}
