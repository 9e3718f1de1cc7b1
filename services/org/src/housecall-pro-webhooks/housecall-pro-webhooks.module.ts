import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module.js';
import { HousecallProModule } from '../housecall-pro/housecall-pro.module.js';
import { HcpWebhookReceipt } from './hcp-webhook-receipt.entity.js';
import { HousecallProWebhooksController } from './housecall-pro-webhooks.controller.js';
import { HousecallProWebhooksService } from './housecall-pro-webhooks.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([HcpWebhookReceipt]), HousecallProModule, CustomersModule],
  controllers: [HousecallProWebhooksController],
  providers: [HousecallProWebhooksService],
})
export class HousecallProWebhooksModule {}
