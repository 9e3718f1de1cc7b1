import { Module } from '@nestjs/common';
import { OrgDirectoryModule } from '../org-directory/org-directory.module.js';
import { InstallationOrganizationName, OrganizationNameSource } from './installation-organization.js';
import { PasswordPolicy } from './password-policy.js';

@Module({
  imports: [OrgDirectoryModule],
  providers: [PasswordPolicy, { provide: OrganizationNameSource, useClass: InstallationOrganizationName }],
  exports: [PasswordPolicy],
})
export class PasswordPolicyModule {}
