import { Module } from '@nestjs/common';
import { MailModule } from '@irrigo/nest-kit';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ActivationModule } from '../activation/activation.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { BulkAccountsController } from './bulk-accounts.controller.js';
import { BulkAccountsService } from './bulk-accounts.service.js';
import { OrgRoster } from './org-roster.client.js';

@Module({
  imports: [AccountsModule, ActivationModule, OrgDirectoryModule, MailModule, AuditModule],
  controllers: [BulkAccountsController],
  providers: [BulkAccountsService, OrgRoster],
})
export class BulkAccountsModule {}
