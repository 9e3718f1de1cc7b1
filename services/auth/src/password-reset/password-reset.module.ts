import { Module } from '@nestjs/common';
import { MailModule } from '@irrigo/nest-kit';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { ResetLinks } from './reset-link.js';
import { ResetWorkQueue } from './reset-work-queue.js';

@Module({
  imports: [AccountsModule, SessionsModule, PasswordPolicyModule, RateLimitsModule, MailModule, AuditModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, ResetWorkQueue, ResetLinks],
})
export class PasswordResetModule {}
