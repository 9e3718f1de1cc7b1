import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { InternalSessionsController } from './internal-sessions.controller.js';

@Module({
  imports: [SessionsModule],
  controllers: [InternalSessionsController],
})
export class InternalModule {}
