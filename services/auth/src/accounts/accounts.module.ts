import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountDisabling } from './account-disabling.service.js';
import { Account } from './account.entity.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { PasswordHasher } from './password-hasher.js';

@Module({
  imports: [TypeOrmModule.forFeature([Account]), SessionsModule],
  controllers: [AccountsController],
  providers: [AccountsService, PasswordHasher, AccountDisabling],
  exports: [AccountsService, PasswordHasher, AccountDisabling],
})
export class AccountsModule {}
