import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@irrigo/nest-kit';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { LoginsModule } from '../logins/logins.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { RateLimitsModule } from '../rate-limits/rate-limits.module.js';
import { RoleRequestRecord } from '../role-requests/role-request.entity.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { PendingSignUp } from './pending-sign-up.entity.js';
import { SignUpRules } from './sign-up-rules.js';
import { SignUpUsers } from './sign-up-users.js';
import { SignUpController } from './sign-up.controller.js';
import { SignUpService } from './sign-up.service.js';
import { SignedUpSessions } from './signed-up-sessions.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PendingSignUp, RoleRequestRecord]),
    AccountsModule,
    SessionsModule,
    LoginsModule,
    MailModule,
    PasswordPolicyModule,
    RateLimitsModule,
    AuditModule,
  ],
  controllers: [SignUpController],
  providers: [SignUpService, SignUpRules, SignUpUsers, SignedUpSessions],
  exports: [SignUpUsers, SignedUpSessions],
})
export class SignUpModule {}
