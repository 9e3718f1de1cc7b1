import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { LoginsController } from './logins.controller.js';
import { LoginsService } from './logins.service.js';

@Module({
  imports: [AccountsModule, SessionsModule, OrgDirectoryModule],
  controllers: [LoginsController],
  providers: [LoginsService],
})
export class LoginsModule {}
