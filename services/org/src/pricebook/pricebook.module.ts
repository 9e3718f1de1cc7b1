import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { housecallProConfig } from '../org.env.js';
import { Organization } from '../organizations/organization.entity.js';
import { HcpPriceBookClient } from './hcp-price-book.client.js';
import { PricebookBulkService } from './pricebook-bulk.service.js';
import { PricebookCatalogueController } from './pricebook-catalogue.controller.js';
import { PricebookCatalogueService } from './pricebook-catalogue.service.js';
import { PricebookCategoriesController } from './pricebook-categories.controller.js';
import { PricebookCategoriesService } from './pricebook-categories.service.js';
import { PricebookCategory } from './pricebook-category.entity.js';
import { PricebookCsvService } from './pricebook-csv.service.js';
import { PricebookItem } from './pricebook-item.entity.js';
import { PricebookItemsController } from './pricebook-items.controller.js';
import { PricebookItemsService } from './pricebook-items.service.js';
import { PricebookSyncRun } from './pricebook-sync-run.entity.js';
import { PricebookSyncController } from './pricebook-sync.controller.js';
import { PricebookSyncService } from './pricebook-sync.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PricebookCategory, PricebookItem, PricebookSyncRun, Organization])],
  controllers: [PricebookCategoriesController, PricebookItemsController, PricebookCatalogueController, PricebookSyncController],
  providers: [
    PricebookCategoriesService,
    PricebookItemsService,
    PricebookBulkService,
    PricebookCsvService,
    PricebookCatalogueService,
    PricebookSyncService,
    {
      // The same key, time limit and retries as every other HCP call (housecall-pro.module.ts).
      provide: HcpPriceBookClient,
      inject: [housecallProConfig.KEY],
      useFactory: (hcp: ConfigType<typeof housecallProConfig>) =>
        new HcpPriceBookClient({ baseUrl: hcp.apiUrl, apiKey: hcp.apiKey, authScheme: hcp.authScheme, timeoutMs: hcp.timeoutMs }),
    },
  ],
})
export class PricebookModule {}
