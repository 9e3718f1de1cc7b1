import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEventsController } from './audit-events.controller.js';
import { AuditLog } from './audit-log.service.js';
import { AuditRecord } from './audit-record.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AuditRecord])],
  controllers: [AuditEventsController],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
