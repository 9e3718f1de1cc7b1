import { ApiProperty } from '@nestjs/swagger';
import type { HcpStatusResponse } from '@irrigo/contracts';

export class HcpStatusResponseSchema implements HcpStatusResponse {
  @ApiProperty({ description: 'Whether Housecall Pro answers with the configured key' }) connected!: boolean;
}
