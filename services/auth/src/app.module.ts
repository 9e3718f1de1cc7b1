import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { AccountManagementModule } from './account-management/account-management.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ActivationModule } from './activation/activation.module.js';
import { AdminSetupModule } from './admin-setup/admin-setup.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AUTH_NAMESPACES, AuthEnv } from './auth.env.js';
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

@Module({})
export class AppModule {
  /** The shared service skeleton and auth's features; `rawEnv` lets tests pass their own environment instead of process.env. */
  static forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule {
    return ServiceModule.root(AppModule, {
      name: 'auth',
      env: AuthEnv,
      config: AUTH_NAMESPACES,
      database: AUTH_DATABASE,
      rawEnv,
      features: [
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
    });
  }
}
