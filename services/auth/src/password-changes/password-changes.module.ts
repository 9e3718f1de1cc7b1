import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PasswordChangesController } from './password-changes.controller.js';
import { PasswordChangesService } from './password-changes.service.js';

@Module({
  imports: [AccountsModule, SessionsModule, PasswordPolicyModule, AuditModule, RateLimitsModule],
  controllers: [PasswordChangesController],
  providers: [PasswordChangesService],
})
export class PasswordChangesModule {}
