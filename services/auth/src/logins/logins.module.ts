import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AnyAccountCredentialsStrategy, OfficeCredentialsStrategy, TechnicianCredentialsStrategy } from './credentials.strategy.js';
import { LoginsController } from './logins.controller.js';
import { LoginsService } from './logins.service.js';

@Module({
  imports: [AccountsModule, SessionsModule, OrgDirectoryModule, RateLimitsModule, AuditModule],
  controllers: [LoginsController],
  providers: [LoginsService, OfficeCredentialsStrategy, TechnicianCredentialsStrategy, AnyAccountCredentialsStrategy],
  exports: [LoginsService],
})
export class LoginsModule {}
