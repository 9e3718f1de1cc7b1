import { Module } from '@nestjs/common';
import { OrgEnv } from '../org.env.js';
import { HousecallProStatusService } from './housecall-pro-status.service.js';
import { HousecallProClient } from './housecall-pro.client.js';
import { HousecallProController } from './housecall-pro.controller.js';

@Module({
  controllers: [HousecallProController],
  providers: [
    {
      provide: HousecallProClient,
      inject: [OrgEnv],
      useFactory: (env: OrgEnv) =>
        new HousecallProClient({
          baseUrl: env.HCP_API_URL,
          apiKey: env.HCP_API_KEY,
          authScheme: env.HCP_AUTH_SCHEME,
          timeoutMs: env.HCP_TIMEOUT_MS,
        }),
    },
    HousecallProStatusService,
  ],
  exports: [HousecallProClient],
})
export class HousecallProModule {}
