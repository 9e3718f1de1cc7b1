import { Controller, Get, Header } from '@nestjs/common';
import type { HcpStatusResponse } from '@irrigo/contracts';
import { SignedIn } from '@irrigo/nest-kit';
import { HousecallProStatusService } from './housecall-pro-status.service.js';

@Controller('api/housecall-pro')
export class HousecallProController {
  constructor(private readonly status: HousecallProStatusService) {}

  /** The top bar's badge: HCP Connected or HCP Offline. Any signed-in user. */
  @Get('status')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  async getStatus(): Promise<HcpStatusResponse> {
    return { connected: await this.status.isConnected() };
  }
}
