import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { PasswordPolicyModule } from '../password-policy/password-policy.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TechnicianPasswordsController } from './technician-passwords.controller.js';
import { TechnicianPasswordsService } from './technician-passwords.service.js';

@Module({
  imports: [AccountsModule, SessionsModule, OrgDirectoryModule, PasswordPolicyModule, AuditModule],
  controllers: [TechnicianPasswordsController],
  providers: [TechnicianPasswordsService],
})
export class TechnicianPasswordsModule {}
