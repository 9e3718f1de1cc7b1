import { Module } from '@nestjs/common';
import { OrgDirectory } from './org-directory.client.js';

@Module({ providers: [OrgDirectory], exports: [OrgDirectory] })
export class OrgDirectoryModule {}
