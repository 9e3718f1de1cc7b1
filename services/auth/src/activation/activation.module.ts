import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { ActivationCodes } from './activation-codes.service.js';
import { ActivationCode } from './activation-code.entity.js';
import { ActivationLinks } from './activation-link.js';
import { ActivationController } from './activation.controller.js';
import { ActivationService } from './activation.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ActivationCode]), AccountsModule, SessionsModule, PasswordPolicyModule, RateLimitsModule, AuditModule],
  controllers: [ActivationController],
  providers: [ActivationService, ActivationCodes, ActivationLinks],
  exports: [ActivationCodes, ActivationLinks],
})
export class ActivationModule {}
