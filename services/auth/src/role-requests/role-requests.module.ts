import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { Installation } from '../admin-setup/installation.entity.js';
import { AuditModule } from '../audit/audit.module.js';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { SignUpModule } from '../sign-up/sign-up.module.js';
import { RoleRequestRecord } from './role-request.entity.js';
import { RoleRequestsController } from './role-requests.controller.js';
import { RoleRequestsService } from './role-requests.service.js';
import { RoleSelectionController } from './role-selection.controller.js';
import { RosterClient } from './roster.client.js';

@Module({
  imports: [TypeOrmModule.forFeature([RoleRequestRecord, Installation]), AccountsModule, AuditModule, OrgDirectoryModule, SignUpModule],
  controllers: [RoleSelectionController, RoleRequestsController],
  providers: [RoleRequestsService, RosterClient],
})
export class RoleRequestsModule {}
