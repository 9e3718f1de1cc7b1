import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { housecallProConfig } from '../org.env.js';
import { HousecallProStatusService } from './housecall-pro-status.service.js';
import { HousecallProClient } from './housecall-pro.client.js';
import { HousecallProController } from './housecall-pro.controller.js';

@Module({
  controllers: [HousecallProController],
  providers: [
    {
      provide: HousecallProClient,
      inject: [housecallProConfig.KEY],
      useFactory: (hcp: ConfigType<typeof housecallProConfig>) =>
        new HousecallProClient({ baseUrl: hcp.apiUrl, apiKey: hcp.apiKey, authScheme: hcp.authScheme, timeoutMs: hcp.timeoutMs }),
    },
    HousecallProStatusService,
  ],
  exports: [HousecallProClient],
})
export class HousecallProModule {}
