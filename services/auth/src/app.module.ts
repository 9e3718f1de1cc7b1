import { Module } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { AccountManagementModule } from './account-management/account-management.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ActivationModule } from './activation/activation.module.js';
import { AdminSetupModule } from './admin-setup/admin-setup.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthEnv } from './auth.env.js';
import { BulkAccountsModule } from './bulk-accounts/bulk-accounts.module.js';
import { AUTH_DATABASE } from './database/auth-database.js';
import { InternalModule } from './internal/internal.module.js';
import { LoginsModule } from './logins/logins.module.js';
import { PasswordChangesModule } from './password-changes/password-changes.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { RoleRequestsModule } from './role-requests/role-requests.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { SignUpModule } from './sign-up/sign-up.module.js';
import { TechnicianPasswordsModule } from './technician-passwords/technician-passwords.module.js';

export const AUTH_SERVICE = 'auth';

@Module({
  imports: [
    ServiceModule.forService({ name: AUTH_SERVICE, env: AuthEnv, database: AUTH_DATABASE }),
    AccountsModule,
    SessionsModule,
    AdminSetupModule,
    LoginsModule,
    TechnicianPasswordsModule,
    PasswordChangesModule,
    PasswordResetModule,
    AuditModule,
    InternalModule,
    SignUpModule,
    RoleRequestsModule,
    BulkAccountsModule,
    ActivationModule,
    AccountManagementModule,
  ],
})
export class AppModule {}
