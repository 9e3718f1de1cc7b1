import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_EVENT_TYPES, type AuditEvent, type AuditEventType, type AuditEventsResponse } from '@irrigo/contracts';

export class AuditEventSchema implements AuditEvent {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: AUDIT_EVENT_TYPES }) type!: AuditEventType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) accountId!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who did it, when someone else than the account' }) actorId!: string | null;
  @ApiProperty() ip!: string;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] } })
  details!: Record<string, string | number | boolean>;
}

export class AuditEventsResponseSchema implements AuditEventsResponse {
  @ApiProperty({ type: [AuditEventSchema], description: 'Newest first' }) events!: AuditEvent[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Pass as `before` for the next page; null at the end' }) nextBefore!:
    string | null;
}
