import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AdminSetupController } from './admin-setup.controller.js';
import { AdminSetupService } from './admin-setup.service.js';

@Module({
  imports: [AccountsModule, SessionsModule, OrgDirectoryModule, PasswordPolicyModule, RateLimitsModule, AuditModule],
  controllers: [AdminSetupController],
  providers: [AdminSetupService],
})
export class AdminSetupModule {}
