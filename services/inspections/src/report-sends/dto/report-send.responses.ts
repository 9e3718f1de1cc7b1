import { ApiProperty } from '@nestjs/swagger';
import { REPORT_LANGUAGES, type ReportLanguage, type ReportSend, type ReportSendsResponse } from '@irrigo/contracts';

class ReportSenderSchema {
  @ApiProperty({ format: 'uuid', description: 'The account that sent it' }) id!: string;
  @ApiProperty({ description: 'Its name as the session knew it' }) name!: string;
}

export class ReportSendSchema implements ReportSend {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inspectionId!: string;
  @ApiProperty({ format: 'email', description: 'The address the report went to' }) to!: string;
  @ApiProperty({ enum: REPORT_LANGUAGES }) lang!: ReportLanguage;
  @ApiProperty({ type: 'integer', description: 'The inspection’s version the attached PDF was made from' }) inspectionVersion!: number;
  @ApiProperty({ format: 'date-time', description: 'When the mail server accepted the message' }) sentAt!: string;
  @ApiProperty({ type: ReportSenderSchema }) sentBy!: ReportSenderSchema;
}

export class ReportSendsResponseSchema implements ReportSendsResponse {
  @ApiProperty({ type: [ReportSendSchema], description: 'Newest first' }) sends!: ReportSendSchema[];
}
