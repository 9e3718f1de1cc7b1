import { Controller, Get, Header } from '@nestjs/common';
import type { HcpStatusResponse } from '@irrigo/contracts';
import { SignedIn } from '@irrigo/nest-kit';
import { HousecallProStatusService } from './housecall-pro-status.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HcpStatusResponseSchema } from './dto/hcp-status.response.js';

@ApiTags('housecall pro')
@Controller('api/housecall-pro')
export class HousecallProController {
  constructor(private readonly status: HousecallProStatusService) {}

  /** The top bar's badge: HCP Connected or HCP Offline. Any signed-in user. */
  @Get('status')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Is Housecall Pro connected?' })
  @ApiOkResponse({ description: 'The connection status', type: HcpStatusResponseSchema })
  async getStatus(): Promise<HcpStatusResponse> {
    return { connected: await this.status.isConnected() };
  }
}
