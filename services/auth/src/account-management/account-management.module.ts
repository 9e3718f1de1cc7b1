import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { AccountManagementController } from './account-management.controller.js';
import { AccountManagementService } from './account-management.service.js';

@Module({
  imports: [AccountsModule, AuditModule, OrgDirectoryModule],
  controllers: [AccountManagementController],
  providers: [AccountManagementService],
})
export class AccountManagementModule {}
